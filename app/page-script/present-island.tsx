import { useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { PresentDeck } from "../components/present/present-deck.tsx";
import type { PresentData } from "../lib/present/present-data.ts";
import { liveMeeting, onLiveMeetingChange } from "./live-meeting.ts";
import { WordsContext } from "../lib/words.tsx";
import { localeOfPath } from "../../i18n/locale-paths.ts";
import { loadCatalogue } from "../../i18n/catalogues.ts";

// Each language's catalogue is a file of its own in the build: present mode fetches the page's
// language alone, when it starts (the page script carries no catalogue, decision 0103).
const pageTranslator = () => loadCatalogue(localeOfPath(window.location.pathname));

interface PresentModeProps {
  data: PresentData;
  isFollowLink: boolean;
  onLeave: () => void;
}

/** The deck, following edits as the agenda page's live feed learns of them (decision 0080). */
function PresentMode({ data, isFollowLink, onLeave }: PresentModeProps) {
  const live = useSyncExternalStore(onLiveMeetingChange, liveMeeting);
  // present-mode.ts starts only on a page that carries its meeting.
  if (live === null) return null;
  return (
    <PresentDeck
      live={live}
      timeZone={data.timeZone}
      askUrl={data.askUrl}
      clubName={data.clubName}
      mascot={data.mascot}
      guidelines={data.guidelines}
      isFollowLink={isFollowLink}
      onLeave={onLeave}
    />
  );
}

/**
 * Renders present mode into `container`; returns the way to take it down. `isFollowLink`: this
 * tab holds a follow link for the meeting, and the deck follows the presenter view through it.
 */
export async function mountPresentMode(
  container: HTMLElement,
  data: PresentData,
  isFollowLink: boolean,
  onLeave: () => void,
): Promise<() => void> {
  const translator = await pageTranslator();
  const root = createRoot(container);
  root.render(
    <WordsContext value={translator}>
      <PresentMode data={data} isFollowLink={isFollowLink} onLeave={onLeave} />
    </WordsContext>,
  );
  // Leaving is asked from inside the deck's own handlers: unmount once they have returned.
  return () => queueMicrotask(() => root.unmount());
}
