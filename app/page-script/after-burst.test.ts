import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterBurst } from "./after-burst.ts";

describe("a page's reading after a burst of changes", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads once for a meeting and its agenda saved a moment apart", () => {
    const run = vi.fn();
    const changed = afterBurst(run, { quietMs: 200, longestMs: 1000 });
    changed();
    vi.advanceTimersByTime(150);
    changed();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("still reads now and then during a steady stream of changes", () => {
    const run = vi.fn();
    const changed = afterBurst(run, { quietMs: 200, longestMs: 1000 });
    for (let elapsed = 0; elapsed < 2000; elapsed += 100) {
      changed();
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("reads again for a change after the burst was read", () => {
    const run = vi.fn();
    const changed = afterBurst(run, { quietMs: 200, longestMs: 1000 });
    changed();
    vi.advanceTimersByTime(200);
    changed();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
