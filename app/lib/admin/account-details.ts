import type { Account, Models } from "appwrite";

/** One place the organiser is signed in, as the Sessions list shows it. */
export interface SessionSummary {
  id: string;
  isCurrent: boolean;
  /** When this session signed in (ISO). */
  createdAt: string;
  /** "Chrome on Windows" when the server recognised the browser, else empty. */
  device: string;
  ip: string;
}

/** What the account page shows about the signed-in organiser. */
export interface AccountDetails {
  name: string;
  email: string;
  /** Two-factor sign-in is on and an authenticator app is linked to ask for its codes. */
  isTwoFactorOn: boolean;
  /** This device first, then the newest sign-in first. */
  sessions: SessionSummary[];
}

/** Reads the account, its two-factor factors and its sessions (account.get, listMFAFactors, listSessions). */
export async function loadAccountDetails(account: Account): Promise<AccountDetails> {
  const [user, factors, sessionList] = await Promise.all([
    account.get(),
    account.listMFAFactors(),
    account.listSessions(),
  ]);
  return {
    name: user.name,
    email: user.email,
    isTwoFactorOn: user.mfa && factors.totp,
    sessions: sessionList.sessions.map(toSummary).sort(bySessionOrder),
  };
}

/**
 * Signs out every session but this one, one by one: Appwrite's deleteSessions would end this
 * one too. Returns how many ended.
 */
export async function signOutOtherSessions(account: Account): Promise<number> {
  const { sessions } = await account.listSessions();
  const others = sessions.filter((session) => !session.current);
  await Promise.all(others.map((session) => account.deleteSession({ sessionId: session.$id })));
  return others.length;
}

function toSummary(session: Models.Session): SessionSummary {
  const device = [session.clientName, session.osName].filter((part) => part !== "").join(" on ");
  return {
    id: session.$id,
    isCurrent: session.current,
    createdAt: session.$createdAt,
    device,
    ip: session.ip,
  };
}

function bySessionOrder(a: SessionSummary, b: SessionSummary): number {
  if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
