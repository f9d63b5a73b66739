import { flyerAltProblem, type EventDraft } from "../../lib/admin/event-draft.ts";
import { useWords } from "../../lib/words.tsx";
import { PictureUpload } from "./picture-upload.tsx";

/** The flyer's part of the draft. */
export type FlyerPatch = Pick<
  EventDraft,
  "flyer_file_id" | "flyer_alt" | "flyer_width" | "flyer_height"
>;

interface EventFlyerProps {
  draft: EventDraft;
  onChange(patch: Partial<FlyerPatch>): void;
}

/**
 * The event's flyer on Manage Event (decision 0087), through the club's one picture upload. The
 * old file is deleted when the event is saved without it.
 */
export function EventFlyer({ draft, onChange }: EventFlyerProps) {
  const words = useWords();
  return (
    <PictureUpload
      picture={{
        fileId: draft.flyer_file_id,
        alt: draft.flyer_alt,
        width: draft.flyer_width,
        height: draft.flyer_height,
      }}
      words={{
        heading: words.t("admin.event.flyer.heading"),
        hint: words.t("admin.event.flyer.hint"),
        altLabel: words.t("admin.event.flyer.alt"),
        altHint: words.t("admin.event.flyer.altHint"),
        remove: words.t("admin.event.flyer.remove"),
      }}
      altProblem={flyerAltProblem(draft, words)}
      onChange={(patch) =>
        onChange({
          ...(patch.fileId !== undefined && { flyer_file_id: patch.fileId }),
          ...(patch.alt !== undefined && { flyer_alt: patch.alt }),
          ...(patch.width !== undefined && { flyer_width: patch.width }),
          ...(patch.height !== undefined && { flyer_height: patch.height }),
        })
      }
    />
  );
}
