/**
 * Collects what arrives (SDK callbacks, socket messages) so a test can wait for the one it
 * expects instead of sleeping; waiting fails after a deadline and shows what did arrive.
 */
export class Inbox<T> {
  readonly items: T[] = [];
  private readonly waiters = new Set<() => void>();

  /** Forgets what arrived, for the next test file in the same process. */
  clear(): void {
    this.items.length = 0;
  }

  push = (item: T): void => {
    this.items.push(item);
    for (const wake of this.waiters) wake();
  };

  /**
   * The first item (already here or still to come) that passes `test`, looking only at items
   * from index `from` on.
   */
  waitFor(test: (item: T) => boolean, what: string, from = 0, timeoutMs = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.items.slice(from).find(test);
        if (found === undefined) return;
        cleanUp();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanUp();
        const seen = JSON.stringify(this.items, null, 1).slice(0, 2000);
        reject(new Error(`Waited ${timeoutMs} ms for ${what}; received: ${seen}`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }
}
