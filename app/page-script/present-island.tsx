import { createRoot } from "react-dom/client";
import { PresentDeck } from "../components/present/present-deck.tsx";
import { useLiveAgenda } from "../lib/live/use-live-agenda.ts";
import type { PresentData } from "../lib/present/present-data.ts";

interface PresentModeProps {
  data: PresentData;
  isFollowLink: boolean;
  onLeave: () => void;
}

/** The deck, following edits as they are saved (decision 0046). */
function PresentMode({ data, isFollowLink, onLeave }: PresentModeProps) {
  const live = useLiveAgenda(data.meeting, data.agenda);
  return (
    <PresentDeck
      live={live}
      timeZone={data.timeZone}
      agendaUrl={data.agendaUrl}
      isFollowLink={isFollowLink}
      onLeave={onLeave}
    />
  );
}

/**
 * Renders present mode into `container`; returns the way to take it down. `isFollowLink`: this
 * tab holds a follow link for the meeting, and the deck follows the presenter view through it.
 */
export function mountPresentMode(
  container: HTMLElement,
  data: PresentData,
  isFollowLink: boolean,
  onLeave: () => void,
): () => void {
  const root = createRoot(container);
  root.render(<PresentMode data={data} isFollowLink={isFollowLink} onLeave={onLeave} />);
  // Leaving is asked from inside the deck's own handlers: unmount once they have returned.
  return () => queueMicrotask(() => root.unmount());
}
