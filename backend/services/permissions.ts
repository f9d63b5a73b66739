import { AppwriteError } from "../errors/appwrite-error.ts";
import {
  expandWritePermissions,
  formatPermission,
  parsePermission,
  type PermissionType,
} from "../schema/permission-string.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import type { Caller } from "./caller.ts";

/** The permission types a check asks about (`write` is only shorthand in stored strings). */
export type Action = Exclude<PermissionType, "write">;

// Appwrite's limit on the permissions of one document.
const MAX_PERMISSIONS = 100;

/**
 * The Appwrite roles a caller holds, in Appwrite's order: a guest has `any` and `guests`; a
 * signed-in user has `any`, `user:ID`, `users`, their verified/unverified dimensions and one
 * `label:NAME` per label.
 */
export function rolesOf(caller: Caller): string[] {
  if (!caller.user) return ["any", "guests"];
  const { id, labels, emailVerification } = caller.user;
  const dimension = emailVerification ? "verified" : "unverified";
  return [
    "any",
    `user:${id}`,
    "users",
    `user:${id}/${dimension}`,
    `users/${dimension}`,
    ...labels.map((label) => `label:${label}`),
  ];
}

/** Whether the collection's own permissions let the caller do `action`. */
export function canCollection(
  caller: Caller,
  collection: CollectionSchema,
  action: Action,
): boolean {
  // Appwrite turns its authorization off for a key (shared/api.php): a key may do anything.
  if (caller.key) return true;
  return grants(expandedCollectionPermissions(collection), action, rolesOf(caller));
}

// A collection's permissions come from appwrite.json and never change while the server runs:
// expanded once, not on every read.
const expandedByCollection = new WeakMap<CollectionSchema, readonly string[]>();

function expandedCollectionPermissions(collection: CollectionSchema): readonly string[] {
  let expanded = expandedByCollection.get(collection);
  if (!expanded) {
    expanded = expandWritePermissions(collection.$permissions, ["create", "update", "delete"]);
    expandedByCollection.set(collection, expanded);
  }
  return expanded;
}

/**
 * Whether the caller may do `action` on a document: the collection allows it, or the collection
 * has document security and the document's own permissions allow it.
 */
export function canDocument(
  caller: Caller,
  collection: CollectionSchema,
  documentPermissions: readonly string[],
  action: Exclude<Action, "create">,
): boolean {
  if (canCollection(caller, collection, action)) return true;
  return collection.documentSecurity && grants(documentPermissions, action, rolesOf(caller));
}

/**
 * Which documents a list may return (databasesListDocuments): null = all of them; a list of
 * roles = only documents whose read permissions name one (document security). A collection
 * the caller cannot read at all answers user_unauthorized, as Appwrite's list does.
 */
export function readScopeOf(caller: Caller, collection: CollectionSchema): string[] | null {
  if (canCollection(caller, collection, "read")) return null;
  if (collection.documentSecurity) return rolesOf(caller);
  throw new AppwriteError("user_unauthorized");
}

/**
 * A document the caller may not read answers exactly as a missing one, so its existence does not
 * leak (databasesGetDocument).
 */
export function requireDocumentRead(
  caller: Caller,
  collection: CollectionSchema,
  document: { id: string; permissions: readonly string[] },
): void {
  if (!canDocument(caller, collection, document.permissions, "read")) {
    throw documentNotFound(document.id);
  }
}

/** The not-found answer for a document id, the same whether it is missing or hidden. */
export function documentNotFound(documentId: string): AppwriteError {
  return new AppwriteError(
    "document_not_found",
    `Document with the requested ID '${documentId}' could not be found.`,
  );
}

/** Creating needs the collection's create permission; documents cannot grant it. */
export function requireCollectionCreate(caller: Caller, collection: CollectionSchema): void {
  if (!canCollection(caller, collection, "create")) throw new AppwriteError("user_unauthorized");
}

/** A write the caller may not do answers user_unauthorized (update, upsert, increment, delete). */
export function requireDocumentWrite(
  caller: Caller,
  collection: CollectionSchema,
  documentPermissions: readonly string[],
  action: "update" | "delete",
): void {
  if (!canDocument(caller, collection, documentPermissions, action)) {
    throw new AppwriteError("user_unauthorized");
  }
}

/**
 * The `permissions` param of a document write, checked and expanded (`write` becomes update and
 * delete). Malformed strings are general_argument_invalid; a role the caller does not hold is
 * user_unauthorized, because in Appwrite users can only grant their own roles. null (no param)
 * stays null so the caller can apply the operation's default.
 */
export function checkDocumentPermissions(
  caller: Caller,
  requested: readonly string[] | null,
): string[] | null {
  if (requested === null) return null;
  if (requested.length > MAX_PERMISSIONS) {
    throw invalidPermissions(`You can only provide up to ${MAX_PERMISSIONS} permissions.`);
  }
  for (const text of requested) {
    const permission = parsePermission(text);
    if (typeof permission === "string") throw invalidPermissions(permission);
    if (permission.type === "create") {
      throw invalidPermissions(
        `Permission "${text}" is not allowed. Must be one of: read, update, delete, write.`,
      );
    }
  }
  const expanded = expandWritePermissions(requested, ["update", "delete"]);
  // A key may grant any role, as Appwrite lets a server do.
  if (caller.key) return expanded;
  const roles = rolesOf(caller);
  const foreign = expanded.some((text) => {
    const permission = parsePermission(text);
    return typeof permission !== "string" && !roles.includes(permission.role);
  });
  if (foreign) {
    throw new AppwriteError(
      "user_unauthorized",
      `Permissions must be one of: (${roles.join(", ")})`,
    );
  }
  return expanded;
}

/**
 * Appwrite's default for a new document without a permissions param: the signed-in creator may
 * read, update and delete it; a guest's document gets none.
 */
export function defaultDocumentPermissions(caller: Caller): string[] {
  if (!caller.user) return [];
  const role = `user:${caller.user.id}`;
  const types: PermissionType[] = ["read", "update", "delete"];
  return types.map((type) => formatPermission({ type, role }));
}

function grants(permissions: readonly string[], action: Action, roles: readonly string[]): boolean {
  return permissions.some((text) => {
    const permission = parsePermission(text);
    return (
      typeof permission !== "string" &&
      permission.type === action &&
      roles.includes(permission.role)
    );
  });
}

function invalidPermissions(reason: string): AppwriteError {
  return new AppwriteError("general_argument_invalid", `Invalid \`permissions\` param: ${reason}`);
}
