import { z } from "zod";
import type { Route } from "./+types/reset-password";
import { ChooseNewPassword } from "../components/admin/account/choose-new-password.tsx";
import { RequestRecoveryLink } from "../components/admin/account/request-recovery-link.tsx";
import { AdminLoading } from "../components/admin/admin-loading.tsx";
import { recoveryLinkParams, sendRecoveryLink } from "../lib/admin/password-recovery.ts";
import { getBrowserAppwrite } from "../lib/appwrite.client.ts";
import { errorWords } from "../lib/error-words.ts";
import { metaWords } from "../lib/page-meta.ts";
import { useWords } from "../lib/words.tsx";
import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfPath } from "../../i18n/locale-paths.ts";
import type { MessageId } from "../../i18n/translate.ts";
import "../styles/admin.css";
import "../styles/account.css";
import { hydratedScreen } from "../lib/page-hydration.ts";

// "Forgot password?" on the login form leads here to ask for a link; the emailed link comes back
// here with ?userId=&secret= to choose the new password. Browser-only, like the admin screens.

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: metaWords(matches).t("account.resetTitle") },
    { name: "robots", content: "noindex" },
  ];
}

// The address can hold a working secret: no shared cache may keep a copy of the page.
export function headers() {
  return { "Cache-Control": "no-store" };
}

// Nothing to show before the browser runs the client loader: React hydrates this screen.
export const handle = hydratedScreen;

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { link: recoveryLinkParams(new URL(request.url)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title={useWords().t("account.resetTitle")} />;
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-link"), email: z.string() }),
  z.object({
    intent: z.literal("set-password"),
    userId: z.string(),
    secret: z.string(),
    password: z.string(),
  }),
]);

// A used or expired link answers user_invalid_token, whose general words speak of a typed code.
const linkWords: Partial<Record<string, MessageId>> = {
  user_invalid_token: "account.linkUsedOrExpired",
  user_not_found: "account.linkUsedOrExpired",
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = actionSchema.parse(Object.fromEntries(await request.formData()));
  const { account } = getBrowserAppwrite();
  try {
    if (input.intent === "send-link") {
      await sendRecoveryLink(account, input.email);
    } else {
      const { userId, secret, password } = input;
      await account.updateRecovery({ userId, secret, password });
    }
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error(
      input.intent === "send-link" ? "Failed to send the reset link" : "Failed to reset password",
      error,
    );
    return {
      intent: input.intent,
      // In the address's language: the action runs outside React.
      error: errorWords(translatorFor(localeOfPath(window.location.pathname)), error, linkWords),
    };
  }
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page admin-page">
      {loaderData.link === null ? (
        <RequestRecoveryLink result={actionData?.intent === "send-link" ? actionData : undefined} />
      ) : (
        <ChooseNewPassword
          link={loaderData.link}
          result={actionData?.intent === "set-password" ? actionData : undefined}
        />
      )}
    </main>
  );
}
