import type { EventDraft } from "../../lib/admin/event-draft.ts";
import type { PictureProblem } from "../../lib/admin/posted-picture.server.ts";
import { useWords } from "../../lib/words.tsx";
import { PictureField } from "./picture-field.tsx";

/** The picture field of the event's flyer, whose posted fields are named after it. */
export const FLYER_FIELD = "flyer";

interface EventFlyerProps {
  draft: EventDraft;
  /** Why the flyer cannot be saved as it is (no alt text), after a refused save; else null. */
  altProblem: string | null;
  /** Why the file last chosen was not stored, or null. */
  problem: PictureProblem | null;
}

/**
 * The event's flyer on Manage Event (decision 0087), through the club's one picture field: the
 * file goes with the form. The old file is deleted when the event is saved without it.
 */
export function EventFlyer({ draft, altProblem, problem }: EventFlyerProps) {
  const words = useWords();
  return (
    <PictureField
      name={FLYER_FIELD}
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
      altProblem={altProblem}
      problem={problem}
    />
  );
}
