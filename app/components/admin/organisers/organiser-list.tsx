import { Link } from "react-router";
import type { OrganisersResult } from "../../../lib/admin/organisers-actions.server.ts";
import type { OrganiserView } from "../../../lib/admin/organisers-api.ts";
import { formatLongDate, formatTime } from "../../../lib/club-time/index.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";

const SCREEN_PATH = "/admin/organisers";

interface OrganiserListProps {
  organisers: OrganiserView[];
  /** The organiser whose removal is being confirmed (`?remove=<id>`), if any. */
  removing: OrganiserView | null;
  signedInEmail: string;
  /** The club's time zone, named beside the times so nobody reads them as their own. */
  timeZone: string;
  /** The screen's last form, if any. */
  result: OrganisersResult | undefined;
}

/**
 * Everyone who can edit the site, and a way to take that away (never from the last one): the
 * button asks for the confirmation page, whose form removes them.
 */
export function OrganiserList({
  organisers,
  removing,
  signedInEmail,
  timeZone,
  result,
}: OrganiserListProps) {
  const words = useWords();
  // The desk refuses to remove the last organiser, so nobody is offered it.
  const isLast = organisers.length === 1;
  const nameOf = (organiser: OrganiserView) => organiser.name.trim() || organiser.email;

  return (
    <section className="admin-card" aria-labelledby="organisers-heading">
      <h2 id="organisers-heading">{words.t("admin.organisers.title")}</h2>
      <p className="admin-hint">
        {words.t("admin.organisers.hint", { zone: timeZone.replace(/_/g, " ") })}
      </p>
      {removing !== null && !isLast && (
        <RemoveConfirmation
          organiser={removing}
          isSelf={removing.email === signedInEmail}
          name={nameOf(removing)}
        />
      )}
      <ul className="organiser-list">
        {organisers.map((organiser) => (
          <li key={organiser.$id} className="organiser">
            <p className="organiser-name">
              {nameOf(organiser)}
              {organiser.email === signedInEmail && (
                <span className="badge">{words.t("admin.organisers.you")}</span>
              )}
            </p>
            <dl className="organiser-details">
              <div>
                <dt>{words.t("admin.login.email")}</dt>
                <dd>{organiser.email}</dd>
              </div>
              <div>
                <dt>{words.t("admin.organisers.twoFactor")}</dt>
                <dd>{words.t(organiser.mfa ? "admin.organisers.on" : "admin.organisers.off")}</dd>
              </div>
              <div>
                <dt>{words.t("admin.organisers.lastSignIn")}</dt>
                <dd>
                  {organiser.lastSignIn === ""
                    ? // The audit trail it comes from keeps 14 days, as Appwrite's does.
                      words.t("admin.organisers.notRecently")
                    : words.t("admin.dateAndTime", {
                        date: formatLongDate(organiser.lastSignIn, timeZone, words.intlTag),
                        time: formatTime(organiser.lastSignIn, timeZone, words.intlTag),
                      })}
                </dd>
              </div>
            </dl>
            {!isLast && (
              // A plain link's request, as a button: the confirmation comes first.
              <form method="get" action={`${SCREEN_PATH}#remove-heading`}>
                <button
                  type="submit"
                  name="remove"
                  value={organiser.$id}
                  className="button button-secondary"
                >
                  {organiser.email === signedInEmail
                    ? words.t("admin.organisers.stepDownAs")
                    : words.t("admin.organisers.removeAs", { name: nameOf(organiser) })}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {isLast && (
        <p className="admin-hint">
          {organisers[0]?.email === signedInEmail
            ? words.t("admin.organisers.onlyYou")
            : words.t("admin.organisers.onlyOne")}
        </p>
      )}
      <ActionStatus
        result={result?.intent === "remove" ? { ...result, intent: "remove" } : undefined}
        isBusy={false}
        words={{
          remove: {
            done: words.t("admin.organisers.removed"),
            failed: words.t("admin.organisers.notRemoved"),
          },
        }}
      />
    </section>
  );
}

interface RemoveConfirmationProps {
  organiser: OrganiserView;
  isSelf: boolean;
  name: string;
}

/** "Remove Sam?", drawn open by the server: its form removes them, its link keeps them. */
function RemoveConfirmation({ organiser, isSelf, name }: RemoveConfirmationProps) {
  const words = useWords();
  return (
    <dialog
      open
      className="admin-dialog organisers-confirm"
      aria-labelledby="remove-heading"
      aria-describedby="remove-text"
    >
      <h3 id="remove-heading">
        {isSelf
          ? words.t("admin.organisers.stopQuestion")
          : words.t("admin.organisers.removeQuestion", { name })}
      </h3>
      <p id="remove-text">
        {isSelf ? words.t("admin.organisers.stopText") : words.t("admin.organisers.removeText")}
      </p>
      {/* Posted to the screen without `?remove`: its answer is the list, without this question. */}
      <AdminForm action={SCREEN_PATH} className="admin-dialog-actions">
        <input type="hidden" name="userIds" value={organiser.$id} />
        <Link to={SCREEN_PATH} className="button button-primary">
          {words.t("admin.organisers.keep")}
        </Link>
        <button type="submit" name="intent" value="remove" className="button admin-button-danger">
          {words.t(isSelf ? "admin.organisers.stepDown" : "admin.organisers.remove")}
        </button>
      </AdminForm>
    </dialog>
  );
}
