import { AppwriteException, ID } from "appwrite";
import { useId, useState } from "react";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { neutralPictureName, UNSAVED_PICTURE_PERMISSIONS } from "../../lib/admin/picture-access.ts";
import { IMAGES_BUCKET } from "../../lib/flyer-images.ts";
import { useWords } from "../../lib/words.tsx";

/** A picture in club_images as a draft holds it: no file is "", no size is null. */
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

interface PictureUploadProps {
  picture: PictureDraft;
  words: PictureWords;
  /** Why the alt text cannot be saved as it is, or null. */
  altProblem: string | null;
  onChange(patch: Partial<PictureDraft>): void;
}

// appwrite.json's club_images bucket: its maximum size and the types it takes.
const MAX_BYTES = 10_000_000;

type Upload =
  | { state: "idle" }
  | { state: "uploading"; percent: number }
  | { state: "failed"; problem: "tooBig" | "notAnImage" | "failed" };

const PROBLEM_WORDS = {
  tooBig: "look.picture.tooBig",
  notAnImage: "look.picture.notAnImage",
  failed: "look.picture.failed",
} as const;

/**
 * A picture of the club's (decisions 0087, 0115): choose one, which is uploaded at once into
 * club_images by the SDK (its metadata is removed there), see it, say what it shows, remove or
 * replace it. The screen's save deletes the old file once the document no longer names it.
 */
export function PictureUpload({ picture, words, altProblem, onChange }: PictureUploadProps) {
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  // The file field is emptied after each upload (so the same file can be chosen again), which
  // leaves it saying "no file chosen": the status line names the picture chosen instead.
  const [chosenName, setChosenName] = useState<string | null>(null);
  // The alt text's message waits until the organiser has been in the field and left it, rather
  // than greeting a picture just chosen with an error; the screen's save says it meanwhile.
  const [altLeft, setAltLeft] = useState(false);
  const ids = useId();
  const catalogue = useWords();
  const hasPicture = picture.fileId !== "";
  const shownAltProblem = altLeft ? altProblem : null;

  async function choose(file: File) {
    if (file.size > MAX_BYTES) return setUpload({ state: "failed", problem: "tooBig" });
    const size = await imageSize(file);
    if (size === null) return setUpload({ state: "failed", problem: "notAnImage" });
    setUpload({ state: "uploading", percent: 0 });
    try {
      const { storage } = getBrowserAppwrite();
      const created = await storage.createFile({
        bucketId: IMAGES_BUCKET,
        fileId: ID.unique(),
        file: new File([file], neutralPictureName(file), { type: file.type }),
        permissions: UNSAVED_PICTURE_PERMISSIONS,
        onProgress: ({ progress }) =>
          setUpload({ state: "uploading", percent: Math.round(progress) }),
      });
      onChange({ fileId: created.$id, ...size });
      setChosenName(file.name);
      setAltLeft(false);
      setUpload({ state: "idle" });
    } catch (error) {
      console.error("Error uploading a picture:", error);
      setUpload({ state: "failed", problem: uploadProblem(error) });
    }
  }

  return (
    <section className="picture-upload" aria-labelledby={`${ids}-heading`}>
      <p id={`${ids}-heading`} className="admin-label">
        {words.heading}
      </p>
      <p className="admin-hint" id={`${ids}-hint`}>
        {words.hint}
      </p>
      {hasPicture && <PicturePreview picture={picture} />}
      <div className="admin-field">
        <label htmlFor={`${ids}-file`}>
          {catalogue.t(hasPicture ? "look.picture.replace" : "look.picture.choose")}
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-describedby={`${ids}-hint ${ids}-status`}
          disabled={upload.state === "uploading"}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void choose(file);
          }}
        />
      </div>
      <p
        id={`${ids}-status`}
        role="status"
        className={upload.state === "failed" ? "picture-upload-problem" : "admin-hint"}
      >
        {upload.state === "uploading" &&
          catalogue.t("look.picture.uploading", { percent: upload.percent })}
        {upload.state === "failed" && catalogue.t(PROBLEM_WORDS[upload.problem])}
        {upload.state === "idle" &&
          hasPicture &&
          chosenName !== null &&
          catalogue.t("look.picture.chosen", { name: chosenName })}
      </p>
      {hasPicture && (
        <>
          <div className="admin-field">
            <label htmlFor={`${ids}-alt`}>{words.altLabel}</label>
            <textarea
              id={`${ids}-alt`}
              rows={3}
              value={picture.alt}
              aria-invalid={shownAltProblem !== null}
              aria-describedby={`${ids}-alt-hint${shownAltProblem ? ` ${ids}-alt-problem` : ""}`}
              onChange={(event) => onChange({ alt: event.target.value })}
              onBlur={() => setAltLeft(true)}
            />
            <p className="admin-hint" id={`${ids}-alt-hint`}>
              {words.altHint}
            </p>
            {shownAltProblem && (
              <p className="picture-upload-problem" id={`${ids}-alt-problem`}>
                {shownAltProblem}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setChosenName(null);
              onChange({ fileId: "", alt: "", width: null, height: null });
            }}
          >
            {words.remove}
          </button>
        </>
      )}
    </section>
  );
}

// 240 px wide, as tall as its shape makes it (known once chosen): the form does not jump.
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

/** The picture's size with its orientation applied, or null when the browser cannot read it. */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (!file.type.startsWith("image/")) return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** What went wrong with an upload. */
function uploadProblem(error: unknown): "tooBig" | "notAnImage" | "failed" {
  if (error instanceof AppwriteException) {
    if (error.type === "storage_invalid_file_size") return "tooBig";
    if (error.type.startsWith("storage_file_type") || error.type === "storage_file_empty") {
      return "notAnImage";
    }
  }
  return "failed";
}
