import { flyerAltProblem, type EventDraft } from "../../lib/admin/event-draft.ts";
import { PictureUpload, type PictureWords } from "./picture-upload.tsx";

/** The flyer's part of the draft. */
export type FlyerPatch = Pick<
  EventDraft,
  "flyer_file_id" | "flyer_alt" | "flyer_width" | "flyer_height"
>;

interface EventFlyerProps {
  draft: EventDraft;
  onChange(patch: Partial<FlyerPatch>): void;
}

const WORDS: PictureWords = {
  heading: "Flyer (optional)",
  hint: "A picture shown at the top of the event's page and in link previews. Location and camera details are removed from it when it is uploaded.",
  altLabel: "Alt text (required with a flyer)",
  altHint:
    "What the picture shows and says, for people who use a screen reader or whose connection does not load it. Include any words on the flyer.",
  remove: "Remove the flyer",
};

/**
 * The event's flyer on Manage Event (decision 0087), through the club's one picture upload. The
 * old file is deleted when the event is saved without it.
 */
export function EventFlyer({ draft, onChange }: EventFlyerProps) {
  return (
    <PictureUpload
      picture={{
        fileId: draft.flyer_file_id,
        alt: draft.flyer_alt,
        width: draft.flyer_width,
        height: draft.flyer_height,
      }}
      words={WORDS}
      altProblem={flyerAltProblem(draft)}
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
