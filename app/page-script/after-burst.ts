/**
 * `run`, called once a burst of calls to the returned function has settled: when `quietMs` passed
 * with no further call, or at the latest `longestMs` after the burst's first call (so a steady
 * stream of changes still shows now and then).
 */
export function afterBurst(
  run: () => void,
  { quietMs, longestMs }: { quietMs: number; longestMs: number },
): () => void {
  let quiet = 0;
  let longest = 0;
  const fire = () => {
    window.clearTimeout(quiet);
    window.clearTimeout(longest);
    longest = 0;
    run();
  };
  return () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(fire, quietMs);
    if (longest === 0) longest = window.setTimeout(fire, longestMs);
  };
}
