import { Link } from "react-router";
import type { Route } from "./+types/organisers";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { ChangeLog } from "../../components/admin/organisers/change-log.tsx";
import { InviteForm } from "../../components/admin/organisers/invite-form.tsx";
import { OrganiserList } from "../../components/admin/organisers/organiser-list.tsx";
import { PendingInvitations } from "../../components/admin/organisers/pending-invitations.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import { readOrganisersIntent, runOrganisersIntent } from "../../lib/admin/organisers-actions.ts";
import { loadOrganisers } from "../../lib/admin/organisers-api.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import "../../styles/organisers.css";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.organisers.title" } as const;
export const meta = adminMeta(handle.titleId);

export async function clientLoader() {
  return loadScreen("the organisers", async (_appwrite, user) => ({
    ...(await loadOrganisers()),
    signedInEmail: user.email,
  }));
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runOrganisersIntent(await readOrganisersIntent(request));
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function OrganisersRoute({ loaderData }: Route.ComponentProps) {
  const { club } = usePublicSettings();
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.organisers.title")}
      failure={words.t("admin.organisers.loadFailed")}
    >
      {(loaded) => (
        <main id="main" className="page admin-page organisers-page">
          <ScreenHeader title={words.t("admin.organisers.title")} navLabel={words.t("admin.nav")}>
            <p className="admin-signed-in">
              {words.t("admin.signedInAs", { email: loaded.signedInEmail })}
            </p>
          </ScreenHeader>
          <p className="admin-hint">
            {words.node("handover.fromOrganisers", {
              link: (text) => <Link to="/admin/handover">{text}</Link>,
            })}
          </p>
          <OrganiserList
            organisers={loaded.organisers}
            signedInEmail={loaded.signedInEmail}
            timeZone={club.timeZone}
          />
          <InviteForm />
          <PendingInvitations invitations={loaded.invitations} timeZone={club.timeZone} />
          <ChangeLog changes={loaded.changes} timeZone={club.timeZone} />
        </main>
      )}
    </LoadedScreen>
  );
}
