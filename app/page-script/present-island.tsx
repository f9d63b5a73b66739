import { createRoot } from "react-dom/client";
import { PresentDeck } from "../components/present/present-deck.tsx";
import { useLiveAgenda } from "../lib/live/use-live-agenda.ts";
import type { PresentData } from "../lib/present/present-data.ts";

interface PresentModeProps {
  data: PresentData;
  onLeave: () => void;
}

/** The deck, following edits as they are saved (decision 0046). */
function PresentMode({ data, onLeave }: PresentModeProps) {
  const live = useLiveAgenda(data.meeting, data.agenda);
  return (
    <PresentDeck
      live={live}
      timeZone={data.timeZone}
      agendaUrl={data.agendaUrl}
      onLeave={onLeave}
    />
  );
}

/** Renders present mode into `container`; returns the way to take it down. */
export function mountPresentMode(
  container: HTMLElement,
  data: PresentData,
  onLeave: () => void,
): () => void {
  const root = createRoot(container);
  root.render(<PresentMode data={data} onLeave={onLeave} />);
  // Leaving is asked from inside the deck's own handlers: unmount once they have returned.
  return () => queueMicrotask(() => root.unmount());
}
