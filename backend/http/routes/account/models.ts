import type { Models } from "appwrite";
import { formatDatetime as appwriteDate } from "../../../schema/datetime.ts";
import type { SessionRecord, UserRecord } from "../../../storage/account-store.ts";

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
    passwordUpdate: appwriteDate(user.passwordUpdate),
    email: user.email,
    phone: "",
    emailVerification: user.emailVerification,
    phoneVerification: false,
    mfa: false,
    prefs: user.prefs,
    // Appwrite lists messaging targets here; this backend has no messaging, so there are none.
    targets: [],
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
    current: session.id === currentSessionId,
    factors: session.factors,
    secret: "",
    mfaUpdatedAt: "",
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
