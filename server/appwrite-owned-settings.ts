/**
 * Settings the embedded backend reads for what, with a real Appwrite (APPWRITE_ENDPOINT), is
 * Appwrite's own to do, set in its console (decision 0137): each one set at start is named in the
 * log with where to set it instead, never dropped silently.
 * Paths are Appwrite 1.7's console, Cloud and self-hosted alike.
 */
export const APPWRITE_OWNED_SETTINGS: readonly { variables: readonly string[]; instead: string }[] =
  [
    {
      variables: ["SIGNUPS"],
      instead:
        "sign-ups are Appwrite's, which cannot close them: cap accounts in its console, Auth → Security → Users limit",
    },
    {
      variables: ["AUTH_METHODS"],
      instead:
        "sign-in methods are Appwrite's: turn them on or off in its console, Auth → Settings → Auth methods",
    },
    {
      variables: ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      instead:
        "OpenID Connect sign-in is Appwrite's: set it in its console, Auth → Settings → OAuth2 Providers → OIDC",
    },
    {
      variables: [
        "SMTP_HOST",
        "SMTP_PORT",
        "SMTP_SECURE",
        "SMTP_USERNAME",
        "SMTP_PASSWORD",
        "SMTP_FROM",
      ],
      instead:
        "Appwrite sends the account emails (password reset, verification) with its own mail server: set it in its console, Settings → SMTP (these still send the organisers' invitations)",
    },
    {
      variables: ["BACKUP_DIR", "BACKUP_KEEP"],
      instead:
        "the club's data is Appwrite's to back up: on Appwrite Cloud, Databases → your database → Backups; self-hosted, its volumes",
    },
  ];

/** Every variable of APPWRITE_OWNED_SETTINGS. */
export const APPWRITE_OWNED_VARIABLES = APPWRITE_OWNED_SETTINGS.flatMap(
  ({ variables }) => variables,
);

/** One log line for each setting of which `set` (variables set at start) holds one or more. */
export function appwriteOwnedNotices(set: readonly string[]): string[] {
  return APPWRITE_OWNED_SETTINGS.flatMap(({ variables, instead }) => {
    const named = variables.filter((variable) => set.includes(variable));
    if (named.length === 0) return [];
    const verb = named.length === 1 ? "is" : "are";
    return [`${named.join(", ")} ${verb} set: with a real Appwrite, ${instead}.`];
  });
}
