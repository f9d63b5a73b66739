import { toSessionModel, toUserModel } from "../models/account-models.ts";
import type { AccountStore, UserChanges, UserRecord } from "../storage/account-store.ts";
import type { SessionRecord } from "../storage/session-store.ts";
import type { Store } from "../storage/store.ts";
import { sessionEventAddress, userUpdateEventAddress, type RealtimeAction } from "./event-names.ts";
import type { RealtimeHub } from "./hub.ts";

// Appwrite's event attribute for each user field an account route changes (users.{u}.update.X).
// Verification flags are left out: Appwrite publishes those as verification token events.
const updatedAttributes: Readonly<Record<keyof UserChanges, string | null>> = {
  name: "name",
  email: "email",
  phone: "phone",
  passwordHash: "password",
  prefs: "prefs",
  status: "status",
  mfa: "mfa",
  emailVerification: null,
  phoneVerification: null,
};

/**
 * The store with account events on the `account` channel: session created, extended or deleted
 * (users.{u}.sessions.{s}.create|update|delete, the Session model as payload) and account
 * changes (users.{u}.update.name|email|phone|password|prefs|status|mfa, the Account model).
 * Watching the store catches every route and sign-in path that writes these records, without
 * each service having to remember to publish.
 */
export function withAccountEvents(store: Store, hub: RealtimeHub): Store {
  return { ...store, accounts: publishingAccountStore(store.accounts, hub) };
}

function publishingAccountStore(accounts: AccountStore, hub: RealtimeHub): AccountStore {
  function publishSession(session: SessionRecord, action: RealtimeAction): void {
    hub.publish({
      ...sessionEventAddress(session.userId, session.id, action),
      // The creating client's own answer has current: true; later views of it do not.
      payload: toSessionModel(session, action === "create" ? session.id : null),
      audience: { kind: "user", userId: session.userId },
    });
  }

  function publishUpdate(user: UserRecord, changes: UserChanges): void {
    for (const key of Object.keys(changes)) {
      const attribute = isChangeKey(key) ? updatedAttributes[key] : null;
      if (attribute === null) continue;
      hub.publish({
        ...userUpdateEventAddress(user.id, attribute),
        payload: toUserModel(user),
        audience: { kind: "user", userId: user.id },
      });
    }
  }

  return {
    ...accounts,
    async createSession(session, maxSessionsPerUser) {
      await accounts.createSession(session, maxSessionsPerUser);
      publishSession(session, "create");
    },
    async updateSessionExpire(userId, sessionId, expire, updatedAt) {
      const session = await accounts.updateSessionExpire(userId, sessionId, expire, updatedAt);
      if (session) publishSession(session, "update");
      return session;
    },
    async deleteSession(userId, sessionId) {
      const sessions = await accounts.listSessions(userId);
      const isDeleted = await accounts.deleteSession(userId, sessionId);
      const deleted = sessions.find((session) => session.id === sessionId);
      if (isDeleted && deleted) publishSession(deleted, "delete");
      return isDeleted;
    },
    async deleteSessions(userId, keptSessionId) {
      const sessions = await accounts.listSessions(userId);
      const count = await accounts.deleteSessions(userId, keptSessionId);
      for (const session of sessions) {
        if (session.id !== keptSessionId) publishSession(session, "delete");
      }
      return count;
    },
    async updateUser(userId, changes, updatedAt) {
      const user = await accounts.updateUser(userId, changes, updatedAt);
      if (user) publishUpdate(user, changes);
      return user;
    },
  };
}

function isChangeKey(key: string): key is keyof UserChanges {
  return Object.hasOwn(updatedAttributes, key);
}
