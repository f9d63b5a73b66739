import type { Route } from "./+types/handover";
import { BackupDownload } from "../../components/admin/handover/backup-download.tsx";
import {
  LeavingOrganisers,
  type LeavingStep,
} from "../../components/admin/handover/leaving-organisers.tsx";
import { YearDownload } from "../../components/admin/handover/year-download.tsx";
import { InviteForm } from "../../components/admin/organisers/invite-form.tsx";
import { PendingInvitations } from "../../components/admin/organisers/pending-invitations.tsx";
import { OtherFormRefusal } from "../../components/admin/other-form-refusal.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadOrganiserScreen, organiserAction } from "../../lib/admin/organiser-screen.server.ts";
import { ORGANISERS_FORM_INTENTS, type OrganiserView } from "../../lib/admin/organisers-api.ts";
import { organisersDesk, runOrganisersForm } from "../../lib/admin/organisers-actions.server.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import { offeredSchoolYears } from "../../lib/year-archive/school-year.ts";
import "../../styles/organisers.css";

// The yearly handover (issue 20 item 6): one screen that walks the outgoing organisers through
// inviting next year's (the Organisers screen's own form and list), removing this year's who
// leave, several at once, and downloading the year (decision 0117); and a backup of the whole
// site, which moves it to another host (decision 0143). Drawn by the site's server (issue 32
// item 2): no React in the browser. Those ticked as leaving are asked about first, on a page the
// server draws (`?step=confirm&leaving=<id>...`); the downloads are forms whose answer is the file.
export const handle = { titleId: "handover.title" } as const;
export const meta = adminMeta(handle.titleId);

export function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const asked = new URL(request.url).searchParams;
  return loadOrganiserScreen(args, "the end of the school year", async (organiser) => {
    const { organisers, invitations } = await organisersDesk(context).overview();
    return {
      organisers,
      invitations,
      leaving: leavingStep(organisers, asked),
      // The years are counted by the server's clock; the archive's route checks the one chosen.
      years: offeredSchoolYears(context.now(), context.club.club.timeZone),
      hasBackups: context.backups !== null,
      signedInEmail: organiser.user.email,
    };
  });
}

/** Who was ticked as leaving, and whether they can go: null until the button asks. */
function leavingStep(organisers: OrganiserView[], asked: URLSearchParams): LeavingStep | null {
  if (asked.get("step") !== "confirm") return null;
  const ticked = new Set(asked.getAll("leaving"));
  const leaving = organisers.filter((organiser) => ticked.has(organiser.$id));
  if (leaving.length === 0) return { leaving, problem: "chooseSomeone" };
  // The club keeps an organiser: the desk refuses it too.
  if (leaving.length === organisers.length) return { leaving, problem: "keepOne" };
  return { leaving, problem: null };
}

export function action(args: Route.ActionArgs) {
  return organiserAction(args, (form, organiser) =>
    runOrganisersForm(args.context, form, organiser),
  );
}

export default function HandoverRoute({ loaderData, actionData }: Route.ComponentProps) {
  const words = useWords();
  const { club } = usePublicSettings();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("handover.title")}
      failure={words.t("handover.loadFailed")}
    >
      {(loaded) => (
        <main id="main" className="page admin-page organisers-page handover-page">
          <ScreenHeader title={words.t("handover.title")} navLabel={words.t("handover.adminPages")}>
            <p className="admin-signed-in">
              {words.t("handover.signedInAs", { email: loaded.signedInEmail })}
            </p>
          </ScreenHeader>
          <OtherFormRefusal result={actionData} shownBy={ORGANISERS_FORM_INTENTS} />
          <section className="admin-card" aria-labelledby="handover-steps-heading">
            <h2 id="handover-steps-heading">{words.t("handover.stepsHeading")}</h2>
            <p>{words.t("handover.intro")}</p>
            <ol className="handover-steps">
              <li>
                {words.node("handover.step.invite", {
                  link: (text) => <a href="#invite-heading">{text}</a>,
                })}
              </li>
              <li>
                {words.node("handover.step.leaving", {
                  link: (text) => <a href="#leaving">{text}</a>,
                })}
              </li>
              <li>
                {words.node("handover.step.archive", {
                  link: (text) => <a href="#download">{text}</a>,
                })}
              </li>
            </ol>
          </section>
          <InviteForm result={actionData} />
          <PendingInvitations
            invitations={loaded.invitations}
            timeZone={club.timeZone}
            result={actionData}
          />
          <LeavingOrganisers
            organisers={loaded.organisers}
            step={loaded.leaving}
            signedInEmail={loaded.signedInEmail}
            result={actionData}
          />
          <YearDownload years={loaded.years} timeZone={club.timeZone} />
          <BackupDownload isEmbedded={loaded.hasBackups} />
        </main>
      )}
    </LoadedScreen>
  );
}
