import { Link } from "react-router";
import type { Route } from "./+types/organisers";
import { OtherFormRefusal } from "../../components/admin/other-form-refusal.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { ChangeLog } from "../../components/admin/organisers/change-log.tsx";
import { InviteForm } from "../../components/admin/organisers/invite-form.tsx";
import { OrganiserList } from "../../components/admin/organisers/organiser-list.tsx";
import { PendingInvitations } from "../../components/admin/organisers/pending-invitations.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadOrganiserScreen, organiserAction } from "../../lib/admin/organiser-screen.server.ts";
import { ORGANISERS_FORM_INTENTS } from "../../lib/admin/organisers-api.ts";
import { organisersDesk, runOrganisersForm } from "../../lib/admin/organisers-actions.server.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import "../../styles/organisers.css";

// Who organises the club (decision 0147), drawn by the site's server (issue 32 item 2): no React
// in the browser; inviting, cancelling an invitation and removing an organiser are plain forms
// posted to this screen's action. Removing someone asks first, as a second page the server draws
// (`?remove=<their id>`).
export const handle = { titleId: "admin.organisers.title" } as const;
export const meta = adminMeta(handle.titleId);

export function loader(args: Route.LoaderArgs) {
  const asked = new URL(args.request.url).searchParams.get("remove");
  return loadOrganiserScreen(args, "the organisers", async (organiser) => {
    const overview = await organisersDesk(args.context).overview();
    const removing = overview.organisers.find((each) => each.$id === asked) ?? null;
    return { ...overview, removing, signedInEmail: organiser.user.email };
  });
}

export function action(args: Route.ActionArgs) {
  return organiserAction(args, (form, organiser) =>
    runOrganisersForm(args.context, form, organiser),
  );
}

export default function OrganisersRoute({ loaderData, actionData }: Route.ComponentProps) {
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
          <OtherFormRefusal result={actionData} shownBy={ORGANISERS_FORM_INTENTS} />
          <p className="admin-hint">
            {words.node("handover.fromOrganisers", {
              link: (text) => <Link to="/admin/handover">{text}</Link>,
            })}
          </p>
          <OrganiserList
            organisers={loaded.organisers}
            removing={loaded.removing}
            signedInEmail={loaded.signedInEmail}
            timeZone={club.timeZone}
            result={actionData}
          />
          <InviteForm result={actionData} />
          <PendingInvitations
            invitations={loaded.invitations}
            timeZone={club.timeZone}
            result={actionData}
          />
          <ChangeLog changes={loaded.changes} timeZone={club.timeZone} />
        </main>
      )}
    </LoadedScreen>
  );
}
