import { useState } from "react";
import type { Route } from "./+types/handover";
import { BackupDownload } from "../../components/admin/handover/backup-download.tsx";
import { LeavingOrganisers } from "../../components/admin/handover/leaving-organisers.tsx";
import { YearDownload } from "../../components/admin/handover/year-download.tsx";
import { InviteForm } from "../../components/admin/organisers/invite-form.tsx";
import { PendingInvitations } from "../../components/admin/organisers/pending-invitations.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import { readOrganisersIntent, runOrganisersIntent } from "../../lib/admin/organisers-actions.ts";
import { loadOrganisers } from "../../lib/admin/organisers-api.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import { offeredSchoolYears } from "../../lib/year-archive/school-year.ts";
import "../../styles/organisers.css";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// The yearly handover (issue 20 item 6): one screen that walks the outgoing organisers through
// inviting next year's (the Organisers screen's own form and list), removing this year's who
// leave, several at once, and downloading the year (decision 0117); and a backup of the whole
// site, which moves it to another host (decision 0143).

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "handover.title" } as const;
export const meta = adminMeta(handle.titleId);

export async function clientLoader() {
  return loadScreen("the end of the school year", async (_appwrite, user) => {
    const { organisers, invitations } = await loadOrganisers();
    return { people: { organisers, invitations }, signedInEmail: user.email };
  });
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runOrganisersIntent(await readOrganisersIntent(request));
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function HandoverRoute({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { club } = usePublicSettings();
  // The years are counted once, when the screen opens; the server checks the one chosen.
  const [years] = useState(() => offeredSchoolYears(new Date(), club.timeZone));
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("handover.title")}
      failure={words.t("handover.loadFailed")}
    >
      {({ people, signedInEmail }) => (
        <main id="main" className="page admin-page organisers-page handover-page">
          <ScreenHeader title={words.t("handover.title")} navLabel={words.t("handover.adminPages")}>
            <p className="admin-signed-in">
              {words.t("handover.signedInAs", { email: signedInEmail })}
            </p>
          </ScreenHeader>
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
          <InviteForm />
          <PendingInvitations invitations={people.invitations} timeZone={club.timeZone} />
          <LeavingOrganisers organisers={people.organisers} signedInEmail={signedInEmail} />
          <YearDownload years={years} timeZone={club.timeZone} />
          {/* Organisers are listed here only with the embedded backend, whose backups these are. */}
          <BackupDownload isEmbedded={people !== null} />
        </main>
      )}
    </LoadedScreen>
  );
}
