import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";

/**
 * On the admin home, while a real Appwrite is on another site than the club's (decision 0137):
 * the organiser's session cannot stay in an HttpOnly cookie there, and this says so, and who can
 * fix it. Nothing with the embedded backend or an Appwrite under the club's own domain.
 */
export function AppwriteElsewhereNotice() {
  const words = useWords();
  const { appwrite } = usePublicSettings();
  if (!appwrite.isAnotherSite || appwrite.endpoint === null) return null;
  return (
    <div className="admin-notice" role="note">
      <p>
        {words.t("admin.appwriteElsewhere.notice", { appwrite: new URL(appwrite.endpoint).host })}
      </p>
      <p>{words.t("admin.appwriteElsewhere.fix")}</p>
    </div>
  );
}
