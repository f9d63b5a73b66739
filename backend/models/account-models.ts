import type { Models } from "appwrite";
import { formatDatetime as appwriteDate } from "../schema/datetime.ts";
import type { UserRecord } from "../storage/account-store.ts";
import type { AuditLogPage, AuditLogRecord } from "../storage/audit-log-store.ts";
import type { SessionRecord } from "../storage/session-store.ts";
import type { TargetRecord } from "../storage/target-store.ts";
import type { TokenRecord } from "../storage/token-store.ts";
import type { ResponseFormat } from "./response-format.ts";

/**
 * The device, client and place fields of sessions and logs. This backend keeps the user agent but
 * does not parse it, and looks up no IP locations (no third-party database, no guessing), so
 * these are Appwrite's "unknown" values.
 */
const unknownClient = {
  osCode: "",
  osName: "",
  osVersion: "",
  clientType: "",
  clientCode: "",
  clientName: "",
  clientVersion: "",
  clientEngine: "",
  clientEngineVersion: "",
  deviceName: "",
  deviceBrand: "",
  deviceModel: "",
  countryCode: "--",
  countryName: "Unknown",
} as const;

/** The `user` response model (Appwrite's Account model): never a password or a hash. */
export function toUserModel(user: UserRecord): Models.User<Models.Preferences> {
  return {
    $id: user.id,
    $createdAt: appwriteDate(user.createdAt),
    $updatedAt: appwriteDate(user.updatedAt),
    name: user.name,
    registration: appwriteDate(user.registration),
    status: user.status,
    labels: user.labels,
    // Appwrite answers "" for users who never set a password (anonymous, code sign-in).
    passwordUpdate: user.passwordUpdate ? appwriteDate(user.passwordUpdate) : "",
    email: user.email,
    phone: user.phone,
    emailVerification: user.emailVerification,
    phoneVerification: user.phoneVerification,
    mfa: user.mfa,
    prefs: user.prefs,
    targets: user.targets.map(toTargetModel),
    accessedAt: appwriteDate(user.accessedAt),
  };
}

/**
 * The `session` response model. `secret` is always empty: the token travels only in the cookie
 * and X-Fallback-Cookies, and the stored hash never leaves the server. Device and place fields
 * are empty or unknown because this backend does not parse user agents or look up IPs.
 */
export function toSessionModel(
  session: SessionRecord,
  currentSessionId: string | null,
): Models.Session {
  return {
    $id: session.id,
    $createdAt: appwriteDate(session.createdAt),
    $updatedAt: appwriteDate(session.updatedAt),
    userId: session.userId,
    expire: appwriteDate(session.expire),
    provider: session.provider,
    providerUid: session.providerUid,
    providerAccessToken: "",
    providerAccessTokenExpiry: "",
    providerRefreshToken: "",
    ip: session.ip,
    ...unknownClient,
    current: session.id === currentSessionId,
    factors: session.factors,
    secret: "",
    mfaUpdatedAt: session.mfaUpdatedAt ? appwriteDate(session.mfaUpdatedAt) : "",
  };
}

/** The `sessionList` response model. */
export function toSessionListModel(
  sessions: readonly SessionRecord[],
  currentSessionId: string | null,
): Models.SessionList {
  return {
    total: sessions.length,
    sessions: sessions.map((session) => toSessionModel(session, currentSessionId)),
  };
}

/**
 * The `token` response model. `secret` is always empty, as Appwrite answers clients: it travels
 * only in the email or text message. `phrase` is the security phrase, when one was asked for.
 */
export function toTokenModel(token: TokenRecord, phrase: string): Models.Token {
  return {
    $id: token.id,
    $createdAt: appwriteDate(token.createdAt),
    userId: token.userId,
    secret: "",
    expire: appwriteDate(token.expire),
    phrase,
  };
}

/** The `target` response model (a push target). */
export function toTargetModel(target: TargetRecord): Models.Target {
  return {
    $id: target.id,
    $createdAt: appwriteDate(target.createdAt),
    $updatedAt: appwriteDate(target.updatedAt),
    name: target.name,
    userId: target.userId,
    ...(target.providerId === null ? {} : { providerId: target.providerId }),
    providerType: target.providerType,
    identifier: target.identifier,
    expired: target.expired,
  };
}

/**
 * The `logList` response model. Device, client and place fields are empty or unknown, as on
 * sessions: this backend keeps the user agent but does not parse it, and looks up no IPs.
 */
export function toLogListModel(page: AuditLogPage, format: ResponseFormat) {
  return { total: page.total, logs: page.logs.map((log) => toLogModel(log, format)) };
}

function toLogModel(log: AuditLogRecord, format: ResponseFormat) {
  const model: Models.Log = {
    event: log.event,
    userId: log.userId,
    userEmail: log.userEmail,
    userName: log.userName,
    mode: "default",
    userType: "user",
    ip: log.ip,
    time: appwriteDate(log.time),
    ...unknownClient,
  };
  if (!format.isBefore18) return model;
  const { userType, ...model17 } = model;
  return model17;
}
