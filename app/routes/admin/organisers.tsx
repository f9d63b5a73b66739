import type { Route } from "./+types/organisers";
import { ProblemScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { ChangeLog } from "../../components/admin/organisers/change-log.tsx";
import { InviteForm } from "../../components/admin/organisers/invite-form.tsx";
import { OrganiserList } from "../../components/admin/organisers/organiser-list.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadForOrganiser } from "../../lib/admin/organiser-loader.ts";
import { organisersIntentSchema, runOrganisersIntent } from "../../lib/admin/organisers-actions.ts";
import { listOrganiserChanges, listOrganisers } from "../../lib/admin/organisers-api.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { getBrowserAppwrite, usesEmbeddedBackend } from "../../lib/appwrite.client.ts";
import { errorWords } from "../../lib/error-words.ts";
import "../../styles/organisers.css";

export const handle = { title: "Organisers" };

export function meta() {
  return adminMeta("Organisers");
}

export async function clientLoader() {
  return loadForOrganiser(async ({ client }, user) => {
    if (!usesEmbeddedBackend()) return { kind: "appwrite-console" as const };
    try {
      const [organisers, changes] = await Promise.all([
        listOrganisers(client),
        listOrganiserChanges(client),
      ]);
      return { kind: "loaded" as const, organisers, changes, signedInEmail: user.email };
    } catch (error) {
      console.error("Error loading the organisers:", error);
      return { kind: "load-failed" as const, message: errorWords(error) };
    }
  });
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = organisersIntentSchema.parse(Object.fromEntries(await request.formData()));
  return runOrganisersIntent(getBrowserAppwrite().client, input);
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function OrganisersRoute({ loaderData }: Route.ComponentProps) {
  const { club } = usePublicSettings();
  switch (loaderData?.kind) {
    case undefined:
      return null;
    case "load-failed":
      return (
        <ProblemScreen
          title="Organisers"
          message={`We couldn't load the organisers. ${loaderData.message}`}
        />
      );
    case "appwrite-console":
      return (
        <main id="main" className="page admin-page">
          <ScreenHeader title="Organisers" navLabel="Admin pages" />
          <section className="admin-card" aria-labelledby="console-heading">
            <h2 id="console-heading">Manage organisers in the Appwrite console</h2>
            <p>
              This site uses an Appwrite server of its own, so organisers are managed there: in the
              Appwrite console, open Auth, choose the user, and add or remove the label{" "}
              <code>admin</code>. Invite someone new from Auth as well.
            </p>
          </section>
        </main>
      );
    case "loaded":
      return (
        <main id="main" className="page admin-page organisers-page">
          <ScreenHeader title="Organisers" navLabel="Admin pages">
            <p className="admin-signed-in">Signed in as {loaderData.signedInEmail}</p>
          </ScreenHeader>
          <OrganiserList
            organisers={loaderData.organisers}
            signedInEmail={loaderData.signedInEmail}
            timeZone={club.timeZone}
          />
          <InviteForm />
          <ChangeLog changes={loaderData.changes} timeZone={club.timeZone} />
        </main>
      );
  }
}
