import { useOrganiserFormPost } from "../../../lib/admin/use-organiser-form-post.ts";
import { BACKUP_DOWNLOAD_PATH } from "../../../lib/backups/site-backups.ts";
import { useWords } from "../../../lib/words.tsx";
import { SaveStatus } from "../save-status.tsx";

/**
 * Downloads a backup of the whole site, what `npm run backup` writes (decision 0143), and says
 * what it holds. With a real Appwrite (`isEmbedded` false) it says where Appwrite's backups are.
 */
export function BackupDownload({ isEmbedded }: { isEmbedded: boolean }) {
  const words = useWords();
  const { jwtRef, state, submit } = useOrganiserFormPost("a backup");
  return (
    <section className="admin-card" aria-labelledby="backup-heading" id="backup">
      <h2 id="backup-heading">{words.t("backup.heading")}</h2>
      {isEmbedded ? (
        <>
          <p className="admin-hint">{words.t("backup.hint")}</p>
          <p className="admin-hint">
            <strong>{words.t("backup.private")}</strong>
          </p>
          <form method="post" action={BACKUP_DOWNLOAD_PATH} onSubmit={submit}>
            <input type="hidden" name="jwt" ref={jwtRef} />
            <button
              type="submit"
              className="button button-primary"
              disabled={state === "preparing"}
            >
              {state === "preparing"
                ? words.t("backup.download.preparing")
                : words.t("backup.download.button")}
            </button>
          </form>
          <div className="account-status">
            <SaveStatus
              message={state === "failed" ? words.t("backup.download.failed") : ""}
              detail={null}
              isFailure={state === "failed"}
            />
          </div>
        </>
      ) : (
        <p>{words.t("backup.appwrite")}</p>
      )}
    </section>
  );
}
