import { AppwriteError } from "../errors/appwrite-error.ts";
import type { DocumentOrder } from "../queries/document-query.ts";
import { compareValues, matchesFilter } from "../queries/match-filter.ts";
import type { DocumentQueries } from "../queries/parse-queries.ts";
import { formatDatetime } from "../schema/datetime.ts";
import type { SessionRecord } from "../storage/session-store.ts";
import type { UserRecord } from "../storage/account-store.ts";
import type { AccountDeps } from "./account/account-deps.ts";

// Appwrite's Users API for a server holding a key (users.read, users.write): what the site's
// server needs to manage organisers as Appwrite does, by their labels and sessions (issue 29 item
// 2). Only key callers reach these (http/middleware/key-scope.ts); the rules are Appwrite 1.7's
// (app/controllers/api/users.php). A project's users are few (a club's organisers and members), so
// a list is filtered, ordered and paged in memory.

/** usersList: a page of users, filtered, ordered and searched, with how many match. */
export async function listUsersPage(
  deps: AccountDeps,
  queries: DocumentQueries,
  search: string,
): Promise<{ users: UserRecord[]; total: number }> {
  return pageOfUsers(await deps.accounts.listUsers(), queries, search);
}

/** usersGet: one user, or user_not_found. */
export async function getUserById(deps: AccountDeps, userId: string): Promise<UserRecord> {
  const user = await deps.accounts.getUser(userId);
  if (!user) throw new AppwriteError("user_not_found");
  return user;
}

/** usersListSessions: every session of a user (none current: a key has no session). */
export async function listUserSessions(
  deps: AccountDeps,
  userId: string,
): Promise<SessionRecord[]> {
  const user = await getUserById(deps, userId);
  return deps.accounts.listSessions(user.id);
}

/** usersDeleteSessions: signs a user out everywhere. */
export async function deleteUserSessions(deps: AccountDeps, userId: string): Promise<void> {
  const user = await getUserById(deps, userId);
  await deps.accounts.deleteSessions(user.id);
}

/** usersDelete: a user and everything of theirs. */
export async function deleteUserById(deps: AccountDeps, userId: string): Promise<void> {
  if (!(await deps.accounts.deleteUser(userId))) throw new AppwriteError("user_not_found");
}

/** One page of `users` (every user, oldest first) as `queries` and `search` ask, and how many match. */
export function pageOfUsers(
  users: readonly UserRecord[],
  queries: DocumentQueries,
  search: string,
): { users: UserRecord[]; total: number } {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = users.filter(
    (user) =>
      queries.filters.every((filter) => matchesFilter(filter, fieldsOf(user))) &&
      words.every((word) => searchTextOf(user).includes(word)),
  );
  const ordered = sortedBy(matching, queries.orders);
  const { limit, offset, cursor } = queries;
  if (!cursor) return { users: ordered.slice(offset, offset + limit), total: matching.length };
  const at = ordered.findIndex((user) => user.id === cursor.documentId);
  if (at < 0) {
    throw new AppwriteError(
      "general_cursor_not_found",
      `User '${cursor.documentId}' for the 'cursor' value not found.`,
    );
  }
  if (cursor.direction === "after") {
    return {
      users: ordered.slice(at + 1 + offset, at + 1 + offset + limit),
      total: matching.length,
    };
  }
  const end = Math.max(0, at - offset);
  return { users: ordered.slice(Math.max(0, end - limit), end), total: matching.length };
}

function sortedBy(users: UserRecord[], orders: readonly DocumentOrder[]): UserRecord[] {
  if (orders.length === 0) return users;
  return [...users].sort((a, b) => {
    for (const { field, direction } of orders) {
      const order = compareValues(fieldsOf(a)[field], fieldsOf(b)[field]);
      if (order !== 0) return direction === "asc" ? order : -order;
    }
    return 0;
  });
}

/** A user's queryable values, under the names queries use. */
function fieldsOf(user: UserRecord): Readonly<Record<string, unknown>> {
  return {
    $id: user.id,
    $createdAt: formatDatetime(user.createdAt),
    $updatedAt: formatDatetime(user.updatedAt),
    name: user.name,
    email: user.email,
    phone: user.phone,
    status: user.status,
    passwordUpdate: user.passwordUpdate ? formatDatetime(user.passwordUpdate) : null,
    registration: formatDatetime(user.registration),
    emailVerification: user.emailVerification,
    phoneVerification: user.phoneVerification,
    labels: user.labels,
  };
}

/** What `search` looks in: Appwrite's users `search` field (id, email, phone, name). */
function searchTextOf(user: UserRecord): string {
  return [user.id, user.email, user.phone, user.name].join(" ").toLowerCase();
}
