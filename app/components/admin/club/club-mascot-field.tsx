import type { ClubSettingsDraft, SettingsKey } from "../../../lib/admin/club-settings-draft.ts";
import { useWords } from "../../../lib/words.tsx";
import { PictureUpload, type PictureDraft } from "../picture-upload.tsx";

type MascotKey = "mascot" | "mascot_file_id" | "mascot_alt" | "mascot_width" | "mascot_height";

interface ClubMascotFieldProps {
  draft: Pick<ClubSettingsDraft, MascotKey>;
  problems: Partial<Record<SettingsKey, string>>;
  onChange(patch: Partial<Record<MascotKey, string>>): void;
}

const CHOICES = [
  { value: "cardinal", words: "look.mascot.cardinal" },
  { value: "image", words: "look.mascot.image" },
  { value: "none", words: "look.mascot.none" },
] as const;

/**
 * The club's mascot on Club settings (decision 0115): the built-in cardinal, no mascot, or the
 * club's own picture, uploaded through the same picture upload as an event's flyer.
 */
export function ClubMascotField({ draft, problems, onChange }: ClubMascotFieldProps) {
  const words = useWords();
  const id = "setting-mascot";
  const mascotProblem =
    draft.mascot === "image" && draft.mascot_file_id === "" ? problems.mascot : undefined;
  const altProblem =
    draft.mascot_file_id !== "" && draft.mascot_alt.trim() === ""
      ? words.t("look.mascot.needsAlt")
      : null;
  const picture: PictureDraft = {
    fileId: draft.mascot_file_id,
    alt: draft.mascot_alt,
    width: draft.mascot_width === "" ? null : Number(draft.mascot_width),
    height: draft.mascot_height === "" ? null : Number(draft.mascot_height),
  };
  return (
    <section className="admin-card" aria-labelledby="club-mascot-heading">
      <h2 id="club-mascot-heading">{words.t("look.mascot.heading")}</h2>
      <div className="admin-field club-setting">
        <label htmlFor={id}>{words.t("look.mascot.label")}</label>
        <select
          id={id}
          value={draft.mascot}
          aria-invalid={mascotProblem !== undefined || undefined}
          aria-describedby={`${id}-hint${mascotProblem === undefined ? "" : ` ${id}-problem`}`}
          onChange={(event) => onChange({ mascot: event.target.value })}
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
      {draft.mascot === "image" && (
        <PictureUpload
          picture={picture}
          words={{
            heading: words.t("look.mascot.pictureHeading"),
            hint: words.t("look.mascot.pictureHint"),
            altLabel: words.t("look.mascot.altLabel"),
            altHint: words.t("look.mascot.altHint"),
            remove: words.t("look.mascot.remove"),
          }}
          altProblem={altProblem}
          onChange={(patch) =>
            onChange({
              ...(patch.fileId !== undefined && { mascot_file_id: patch.fileId }),
              ...(patch.alt !== undefined && { mascot_alt: patch.alt }),
              ...(patch.width !== undefined && { mascot_width: String(patch.width ?? "") }),
              ...(patch.height !== undefined && { mascot_height: String(patch.height ?? "") }),
            })
          }
        />
      )}
    </section>
  );
}
