import type { ClubSettingsDraft, SettingsKey } from "../../../lib/admin/club-settings-draft.ts";
import type { PictureProblem } from "../../../lib/admin/posted-picture.server.ts";
import { useWords } from "../../../lib/words.tsx";
import { PictureField, type PictureDraft } from "../picture-field.tsx";

type MascotKey = "mascot" | "mascot_file_id" | "mascot_alt" | "mascot_width" | "mascot_height";

/** The picture field's name: its posted fields are "mascot-file", "mascot-alt"... */
export const MASCOT_PICTURE_FIELD = "mascot";

interface ClubMascotFieldProps {
  draft: Pick<ClubSettingsDraft, MascotKey>;
  problems: Partial<Record<SettingsKey, string>>;
  /** Why the file last chosen was not stored, or null. */
  pictureProblem: PictureProblem | null;
}

const CHOICES = [
  { value: "cardinal", words: "look.mascot.cardinal" },
  { value: "image", words: "look.mascot.image" },
  { value: "none", words: "look.mascot.none" },
] as const;

/**
 * The club's mascot on Club settings (decision 0115): the built-in cardinal, no mascot, or the
 * club's own picture, a file posted with the form (picture-field.tsx) as an event's flyer is.
 * The picture's fields show while "The club's own picture" is chosen (club-settings.css).
 */
export function ClubMascotField({ draft, problems, pictureProblem }: ClubMascotFieldProps) {
  const words = useWords();
  const id = "setting-mascot";
  const mascotProblem = problems.mascot;
  const picture: PictureDraft = {
    fileId: draft.mascot_file_id,
    alt: draft.mascot_alt,
    width: draft.mascot_width === "" ? null : Number(draft.mascot_width),
    height: draft.mascot_height === "" ? null : Number(draft.mascot_height),
  };
  return (
    <section className="admin-card club-mascot" aria-labelledby="club-mascot-heading">
      <h2 id="club-mascot-heading">{words.t("look.mascot.heading")}</h2>
      <div className="admin-field club-setting">
        <label htmlFor={id}>{words.t("look.mascot.label")}</label>
        <select
          id={id}
          name="mascot"
          defaultValue={draft.mascot}
          aria-invalid={mascotProblem !== undefined || undefined}
          aria-describedby={`${id}-hint${mascotProblem === undefined ? "" : ` ${id}-problem`}`}
        >
          {CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {words.t(choice.words)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="admin-hint">
          {words.t("look.mascot.hint")}
        </p>
        {mascotProblem !== undefined && (
          <p id={`${id}-problem`} className="field-problem">
            {words.t("look.mascot.needsPicture")}
          </p>
        )}
      </div>
      <div className="club-mascot-picture">
        <PictureField
          name={MASCOT_PICTURE_FIELD}
          picture={picture}
          words={{
            heading: words.t("look.mascot.pictureHeading"),
            hint: words.t("look.mascot.pictureHint"),
            altLabel: words.t("look.mascot.altLabel"),
            altHint: words.t("look.mascot.altHint"),
            remove: words.t("look.mascot.remove"),
          }}
          altProblem={problems.mascot_alt === undefined ? null : words.t("look.mascot.needsAlt")}
          problem={pictureProblem}
        />
      </div>
    </section>
  );
}
