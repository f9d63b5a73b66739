/**
 * Runs the site's renders a bounded number at a time (decision 0062). A render is JavaScript on
 * the one thread that also answers kept pages, the API and /healthz; letting a crowd start
 * hundreds at once would share that thread among all of them, so each would take hundreds of
 * times longer and hold its memory meanwhile. Waiting renders start in the order they came.
 */
export type RenderQueue = <T>(render: () => T | Promise<T>) => Promise<T>;

export function createRenderQueue(limit: number): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (render) => {
    if (running < limit) running += 1;
    // The place of a render that ends is handed straight to the next one in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await render();
    } finally {
      release();
    }
  };
}
