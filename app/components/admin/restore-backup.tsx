import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { BackupFact, RestoreOutcome, RestoreRefusal } from "../../lib/backups/site-backups.ts";
import { uploadBackup } from "../../lib/backups/restore-upload.ts";
import { useWords } from "../../lib/words.tsx";
import type { MessageId } from "../../../i18n/translate.ts";

const REFUSAL_WORDS: Record<RestoreRefusal, MessageId> = {
  "not-a-backup": "restore.refused.notABackup",
  damaged: "restore.refused.damaged",
  "newer-version": "restore.refused.newerVersion",
  "too-large": "restore.refused.tooLarge",
  "no-room": "restore.refused.noRoom",
  code: "restore.refused.code",
  "from-another-install": "restore.refused.fromAnotherInstall",
  "not-a-new-install": "restore.refused.notANewInstall",
  busy: "restore.refused.busy",
};

type RestoreState = { kind: "idle" | "restoring" | "failed" } | RestoreOutcome;

/**
 * "Restore a backup instead", under the setup link's form (decision 0144): a club moving host
 * uploads the backup its old site downloaded, and this site serves it at once.
 */
export function RestoreBackup({ link }: { link: { invitationId: string; secret: string } }) {
  const words = useWords();
  const [state, setState] = useState<RestoreState>({ kind: "idle" });

  async function restore(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("backup");
    if (!(file instanceof File) || file.size === 0) {
      setState({ kind: "refused", reason: "not-a-backup" });
      return;
    }
    setState({ kind: "restoring" });
    try {
      setState(await uploadBackup(file, link, data.get("from-another-install") === "yes"));
    } catch (error) {
      console.error("The restore did not answer:", error);
      setState({ kind: "failed" });
    }
  }

  if (state.kind === "restored")
    return <Restored verified={state.verified} notVerified={state.notVerified} />;
  return (
    <section className="admin-card" aria-labelledby="restore-heading">
      <h2 id="restore-heading">{words.t("restore.heading")}</h2>
      <p>{words.t("restore.intro")}</p>
      <form className="login-form" onSubmit={(event) => void restore(event)}>
        <div className="admin-field">
          <label htmlFor="restore-file">{words.t("restore.file")}</label>
          <input
            id="restore-file"
            name="backup"
            type="file"
            accept=".tar.gz,.tgz,application/gzip"
            aria-describedby="restore-file-hint"
            required
          />
          <p id="restore-file-hint" className="admin-hint">
            {words.t("restore.fileHint")}
          </p>
        </div>
        <div className="admin-checkbox">
          <input
            id="restore-from-another-install"
            type="checkbox"
            name="from-another-install"
            value="yes"
            aria-describedby="restore-from-another-install-hint"
          />
          <label htmlFor="restore-from-another-install">
            {words.t("restore.fromAnotherInstall")}
          </label>
          <p id="restore-from-another-install-hint" className="admin-hint">
            {words.t("restore.fromAnotherInstallHint")}
          </p>
        </div>
        <button type="submit" className="button" disabled={state.kind === "restoring"}>
          {words.t(state.kind === "restoring" ? "restore.restoring" : "restore.button")}
        </button>
        <div className="account-status" role="status">
          {state.kind === "refused" && (
            <p className="admin-alert">{words.t(REFUSAL_WORDS[state.reason])}</p>
          )}
          {state.kind === "failed" && <p className="admin-alert">{words.t("restore.failed")}</p>}
        </div>
      </form>
    </section>
  );
}

function Restored({
  verified,
  notVerified,
}: {
  verified: BackupFact[];
  notVerified: BackupFact[];
}) {
  const words = useWords();
  const sentence = (fact: BackupFact) =>
    words.has(fact.id) ? words.t(fact.id, fact.values) : fact.id;
  return (
    <section className="admin-card" aria-labelledby="restored-heading">
      <h2 id="restored-heading">{words.t("restore.heading")}</h2>
      <p role="status">{words.t("restore.done")}</p>
      <p>{words.t("restore.verified")}</p>
      <ul>
        {verified.map((fact) => (
          <li key={fact.id}>{sentence(fact)}</li>
        ))}
      </ul>
      {notVerified.length > 0 && (
        <>
          <p>{words.t("restore.notVerified")}</p>
          <ul>
            {notVerified.map((fact) => (
              <li key={fact.id}>{sentence(fact)}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/admin" className="button button-primary">
          {words.t("restore.signIn")}
        </Link>
      </p>
    </section>
  );
}
