import { AppwriteException, ID } from "appwrite";
import { useId, useState } from "react";
import { flyerAltProblem, type EventDraft } from "../../lib/admin/event-draft.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { IMAGES_BUCKET } from "../../lib/flyer-images.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { useWords } from "../../lib/words.tsx";

/** The flyer's part of the draft. */
export type FlyerPatch = Pick<
  EventDraft,
  "flyer_file_id" | "flyer_alt" | "flyer_width" | "flyer_height"
>;

interface EventFlyerProps {
  draft: EventDraft;
  onChange(patch: Partial<FlyerPatch>): void;
}

// appwrite.json's club_images bucket: its maximum size and the types it takes.
const MAX_BYTES = 10_000_000;
const TOO_BIG: MessageId = "admin.event.flyer.tooBig";
const NOT_AN_IMAGE: MessageId = "admin.event.flyer.notAnImage";

type Upload =
  | { state: "idle" }
  | { state: "uploading"; percent: number }
  | { state: "failed"; message: MessageId };

/**
 * The event's flyer on Manage Event: choose a picture, which is uploaded at once into club_images
 * (its metadata is removed there), see it, say what it shows, remove or replace it. The old file is
 * deleted when the event is saved without it.
 */
export function EventFlyer({ draft, onChange }: EventFlyerProps) {
  const words = useWords();
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const ids = useId();
  const altProblem = flyerAltProblem(draft, words);
  const hasFlyer = draft.flyer_file_id !== "";

  async function choose(file: File) {
    if (file.size > MAX_BYTES) return setUpload({ state: "failed", message: TOO_BIG });
    const size = await imageSize(file);
    if (size === null) return setUpload({ state: "failed", message: NOT_AN_IMAGE });
    setUpload({ state: "uploading", percent: 0 });
    try {
      const { storage } = getBrowserAppwrite();
      const created = await storage.createFile({
        bucketId: IMAGES_BUCKET,
        fileId: ID.unique(),
        file,
        onProgress: ({ progress }) =>
          setUpload({ state: "uploading", percent: Math.round(progress) }),
      });
      onChange({ flyer_file_id: created.$id, flyer_width: size.width, flyer_height: size.height });
      setUpload({ state: "idle" });
    } catch (error) {
      setUpload({ state: "failed", message: uploadProblem(error) });
    }
  }

  return (
    <section className="event-flyer" aria-labelledby={`${ids}-heading`}>
      <p id={`${ids}-heading`} className="admin-label">
        {words.t("admin.event.flyer.heading")}
      </p>
      <p className="admin-hint" id={`${ids}-hint`}>
        {words.t("admin.event.flyer.hint")}
      </p>
      {hasFlyer && <FlyerPreview fileId={draft.flyer_file_id} alt={draft.flyer_alt} />}
      <div className="admin-field">
        <label htmlFor={`${ids}-file`}>
          {words.t(hasFlyer ? "admin.event.flyer.replace" : "admin.event.flyer.choose")}
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
        className={upload.state === "failed" ? "event-flyer-problem" : "admin-hint"}
      >
        {upload.state === "uploading" &&
          words.t("admin.event.flyer.uploading", { percent: upload.percent })}
        {upload.state === "failed" && words.t(upload.message)}
      </p>
      {hasFlyer && (
        <>
          <div className="admin-field">
            <label htmlFor={`${ids}-alt`}>{words.t("admin.event.flyer.alt")}</label>
            <textarea
              id={`${ids}-alt`}
              rows={3}
              value={draft.flyer_alt}
              aria-invalid={altProblem !== null}
              aria-describedby={`${ids}-alt-hint${altProblem ? ` ${ids}-alt-problem` : ""}`}
              onChange={(event) => onChange({ flyer_alt: event.target.value })}
            />
            <p className="admin-hint" id={`${ids}-alt-hint`}>
              {words.t("admin.event.flyer.altHint")}
            </p>
            {altProblem && (
              <p className="event-flyer-problem" id={`${ids}-alt-problem`}>
                {altProblem}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              onChange({ flyer_file_id: "", flyer_alt: "", flyer_width: null, flyer_height: null })
            }
          >
            {words.t("admin.event.flyer.remove")}
          </button>
        </>
      )}
    </section>
  );
}

function FlyerPreview({ fileId, alt }: { fileId: string; alt: string }) {
  const { storage } = getBrowserAppwrite();
  const src = storage.getFilePreview({ bucketId: IMAGES_BUCKET, fileId, width: 480 });
  return <img className="event-flyer-preview" src={src} alt={alt} width={240} />;
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

/** What went wrong with an upload, in plain words. */
function uploadProblem(error: unknown): MessageId {
  if (error instanceof AppwriteException) {
    if (error.type === "storage_invalid_file_size") return TOO_BIG;
    if (error.type.startsWith("storage_file_type") || error.type === "storage_file_empty") {
      return NOT_AN_IMAGE;
    }
  }
  return "admin.event.flyer.uploadFailed";
}
