import { isValidCustomId } from "../security/account-id.ts";

/** The permission types of an Appwrite permission string; `write` is shorthand for several. */
export type PermissionType = "read" | "create" | "update" | "delete" | "write";

/** One permission string, e.g. `read("any")` = { type: "read", role: "any" }. */
export interface Permission {
  type: PermissionType;
  role: string;
}

const permissionPattern = /^(read|create|update|delete|write)\("([^"]*)"\)$/;
const labelPattern = /^[a-zA-Z0-9]{1,36}$/;
const dimensions = new Set(["verified", "unverified"]);

/**
 * Parses an Appwrite permission string such as `update("label:admin")`, or returns a sentence
 * saying what is wrong with it (bad shape or an unknown role), as Appwrite's validator does.
 */
export function parsePermission(text: string): Permission | string {
  const match = permissionPattern.exec(text);
  const [, type, role] = match ?? [];
  if (!isPermissionType(type) || role === undefined) {
    return `Permission "${text}" is not in the form type("role"), e.g. read("any").`;
  }
  const roleProblem = describeRoleProblem(role);
  return roleProblem ? `Permission "${text}": ${roleProblem}` : { type, role };
}

/** `read("any")` from its parts. */
export function formatPermission(permission: Permission): string {
  return `${permission.type}("${permission.role}")`;
}

/**
 * Replaces `write` with the types it stands for (collections: create, update and delete;
 * documents: update and delete) and removes duplicates, as Appwrite's Permission::aggregate.
 */
export function expandWritePermissions(
  permissions: readonly string[],
  writeMeans: readonly PermissionType[],
): string[] {
  const expanded = permissions.flatMap((text) => {
    const permission = parsePermission(text);
    if (typeof permission === "string" || permission.type !== "write") return [text];
    return writeMeans.map((type) => formatPermission({ type, role: permission.role }));
  });
  return [...new Set(expanded)];
}

function isPermissionType(value: string | undefined): value is PermissionType {
  return ["read", "create", "update", "delete", "write"].some((type) => type === value);
}

function describeRoleProblem(role: string): string | null {
  const [name = "", rest] = splitOnce(role, ":");
  if (rest === undefined) {
    const [base, dimension] = splitOnce(name, "/");
    if (base === "any" || base === "guests")
      return dimension === undefined ? null : noDimension(base);
    if (base === "users") return checkDimension(dimension);
    return `Role "${role}" is not one of any, guests, users, user:ID, team:ID, member:ID, label:NAME.`;
  }
  const [identifier = "", dimension] = splitOnce(rest, "/");
  switch (name) {
    case "user":
      return checkId(identifier) ?? checkDimension(dimension);
    case "team":
      return checkId(identifier) ?? (dimension === "" ? "A team role must not be empty." : null);
    case "member":
      return checkId(identifier) ?? (dimension === undefined ? null : noDimension(name));
    case "label":
      if (dimension !== undefined) return noDimension(name);
      return labelPattern.test(identifier)
        ? null
        : "A label must be 1 to 36 characters of a-z, A-Z and 0-9.";
    default:
      return `Role "${role}" is not one of any, guests, users, user:ID, team:ID, member:ID, label:NAME.`;
  }
}

function checkId(identifier: string): string | null {
  return isValidCustomId(identifier)
    ? null
    : `"${identifier}" is not a valid ID: at most 36 chars of a-z, A-Z, 0-9, period, hyphen and underscore, not starting with a special char.`;
}

function checkDimension(dimension: string | undefined): string | null {
  return dimension === undefined || dimensions.has(dimension)
    ? null
    : `Dimension "${dimension}" is not one of verified, unverified.`;
}

function noDimension(name: string): string {
  return `Role "${name}" takes no dimension.`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
