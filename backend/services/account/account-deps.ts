import type { BackendDeps } from "../../backend-deps.ts";
import type { SessionLimits } from "../../config.ts";
import type { AccountStore } from "../../storage/account-store.ts";

/** What the account and session services need: the store, the clock, how long sessions last. */
export interface AccountDeps {
  accounts: AccountStore;
  now: () => Date;
  /** Unset: Appwrite's year-long sessions (the unit tests and the users command). */
  sessionLimits?: SessionLimits;
}

/** What creating an account for a request to /v1 needs besides: whether sign-ups are open. */
export interface SignUpDeps extends AccountDeps {
  /** false (SIGNUPS=closed): no request creates an account; the users command still does. */
  signupsOpen: boolean;
}

/** The account services' slice of the backend's dependencies. */
export function accountDepsOf(deps: BackendDeps): SignUpDeps {
  return {
    accounts: deps.store.accounts,
    now: deps.config.now,
    sessionLimits: deps.config.sessionLimits,
    signupsOpen: deps.config.signupsOpen,
  };
}
