/**
 * Runs the site's renders a bounded number at a time (decision 0062). A render is JavaScript on
 * the one thread that also answers kept pages, the API and /healthz; letting a crowd start
 * hundreds at once would share that thread among all of them, so each would take hundreds of
 * times longer and hold its memory meanwhile.
 *
 * A render never starts inside the callback of the request that asked for it, but on a later
 * turn of the event loop (setImmediate): Node reads every request that arrived together in one
 * pass, and a render started there would run before the next of them is even looked at, so a
 * health check at the back of that pass would wait for every render before it. Started later,
 * the pass only lines renders up, and answers what needs no render (a health check, a kept page,
 * the API) at once. Waiting renders start in the order they came.
 */
export type RenderQueue = <T>(render: () => T | Promise<T>) => Promise<T>;

export function createRenderQueue(limit: number): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The place of a render that ends is handed straight to the next one in line.
    if (next) setImmediate(next);
    else running -= 1;
  };
  return async (render) => {
    await new Promise<void>((resolve) => {
      if (running >= limit) {
        waiting.push(resolve);
        return;
      }
      running += 1;
      setImmediate(resolve);
    });
    try {
      return await render();
    } finally {
      release();
    }
  };
}
