import { useId } from "react";
import { useWords } from "../../lib/words.tsx";
import type { PictureProblem } from "../../lib/admin/posted-picture.server.ts";

/** A picture in club_images as a form holds it: no file is "", no size is null. */
export interface PictureDraft {
  fileId: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** The words that differ between pictures (an event's flyer, the club's mascot). */
export interface PictureWords {
  heading: string;
  hint: string;
  altLabel: string;
  altHint: string;
  remove: string;
}

/** The names of the fields of picture field `name`, as posted (posted-picture.server.ts reads them). */
export function pictureFieldNames(name: string) {
  return {
    file: `${name}-file`,
    fileId: `${name}-file-id`,
    width: `${name}-width`,
    height: `${name}-height`,
    alt: `${name}-alt`,
    remove: `${name}-remove`,
  };
}

interface PictureFieldProps {
  /** The field's name: its posted fields are named after it (pictureFieldNames). */
  name: string;
  picture: PictureDraft;
  words: PictureWords;
  /** Why the alt text cannot be saved as it is, or null. */
  altProblem: string | null;
  /** Why the file last chosen was not stored, or null. */
  problem: PictureProblem | null;
}

const PROBLEM_WORDS = {
  tooBig: "look.picture.tooBig",
  notAnImage: "look.picture.notAnImage",
  failed: "look.picture.failed",
} as const;

/**
 * A picture of the club's (decisions 0087, 0115) in a form the server draws: the picture held,
 * a file to replace it, what it shows, and a box to remove it. The file goes with the form (its
 * AdminForm is multipart/form-data), and the site's server stores it (posted-picture.server.ts).
 * While the form is sent with a file, the page script says it is uploading (upload-status.ts).
 */
export function PictureField({ name, picture, words, altProblem, problem }: PictureFieldProps) {
  const ids = useId();
  const catalogue = useWords();
  const fields = pictureFieldNames(name);
  const hasPicture = picture.fileId !== "";
  return (
    <section className="picture-upload" aria-labelledby={`${ids}-heading`}>
      <p id={`${ids}-heading`} className="admin-label">
        {words.heading}
      </p>
      <p className="admin-hint" id={`${ids}-hint`}>
        {words.hint}
      </p>
      <input type="hidden" name={fields.fileId} value={picture.fileId} />
      <input type="hidden" name={fields.width} value={picture.width ?? ""} />
      <input type="hidden" name={fields.height} value={picture.height ?? ""} />
      {hasPicture && <PicturePreview picture={picture} />}
      <div className="admin-field">
        <label htmlFor={`${ids}-file`}>
          {catalogue.t(hasPicture ? "look.picture.replace" : "look.picture.choose")}
        </label>
        <input
          id={`${ids}-file`}
          name={fields.file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-describedby={`${ids}-hint ${ids}-status`}
        />
      </div>
      <p
        id={`${ids}-status`}
        role="status"
        className={problem !== null ? "picture-upload-problem" : "admin-hint"}
        data-upload-status={catalogue.t("look.picture.uploadingWithForm")}
      >
        {problem !== null && catalogue.t(PROBLEM_WORDS[problem])}
      </p>
      {hasPicture && (
        <>
          <div className="admin-field">
            <label htmlFor={`${ids}-alt`}>{words.altLabel}</label>
            <textarea
              id={`${ids}-alt`}
              name={fields.alt}
              rows={3}
              defaultValue={picture.alt}
              aria-invalid={altProblem !== null}
              aria-describedby={`${ids}-alt-hint${altProblem ? ` ${ids}-alt-problem` : ""}`}
            />
            <p className="admin-hint" id={`${ids}-alt-hint`}>
              {words.altHint}
            </p>
            {altProblem && (
              <p className="picture-upload-problem" id={`${ids}-alt-problem`}>
                {altProblem}
              </p>
            )}
          </div>
          <div className="admin-checkbox">
            <input id={`${ids}-remove`} type="checkbox" name={fields.remove} value="remove" />
            <label htmlFor={`${ids}-remove`}>{words.remove}</label>
          </div>
        </>
      )}
    </section>
  );
}

// 240 px wide, as tall as its shape makes it: the form does not jump.
const PREVIEW_WIDTH = 240;

function PicturePreview({ picture }: { picture: PictureDraft }) {
  const { fileId, alt, width, height } = picture;
  // Read by the site's server as the organiser: a picture not saved yet is theirs alone (0148).
  const src = `/admin/api/picture/${encodeURIComponent(fileId)}?width=${PREVIEW_WIDTH * 2}`;
  const shownHeight =
    width !== null && height !== null ? Math.round((PREVIEW_WIDTH * height) / width) : undefined;
  return (
    <img
      className="picture-upload-preview"
      src={src}
      alt={alt}
      width={PREVIEW_WIDTH}
      height={shownHeight}
    />
  );
}
