import { BACKUP_DOWNLOAD_PATH } from "../../../lib/backups/site-backups.ts";
import { useWords } from "../../../lib/words.tsx";
import { AdminForm } from "../admin-form.tsx";

/**
 * Downloads a backup of the whole site, what `npm run backup` writes (decision 0143), and says
 * what it holds: a plain form whose answer is the file. With a real Appwrite (`isEmbedded`
 * false) it says where Appwrite's backups are.
 */
export function BackupDownload({ isEmbedded }: { isEmbedded: boolean }) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="backup-heading" id="backup">
      <h2 id="backup-heading">{words.t("backup.heading")}</h2>
      {isEmbedded ? (
        <>
          <p className="admin-hint">{words.t("backup.hint")}</p>
          <p className="admin-hint">
            <strong>{words.t("backup.private")}</strong>
          </p>
          <AdminForm action={BACKUP_DOWNLOAD_PATH} reloadDocument>
            <button type="submit" className="button button-primary">
              {words.t("backup.download.button")}
            </button>
          </AdminForm>
        </>
      ) : (
        <p>{words.t("backup.appwrite")}</p>
      )}
    </section>
  );
}
