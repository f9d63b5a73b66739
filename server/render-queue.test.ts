import { describe, expect, it } from "vitest";
import { createRenderQueue } from "./render-queue.ts";

/** A render that runs until its test lets it finish. */
function heldRender(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    render: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe("the render queue", () => {
  it("runs at most its limit at once, and starts the waiting ones in the order they came", async () => {
    const queue = createRenderQueue(2);
    const log: string[] = [];
    const renders = ["a", "b", "c", "d"].map((name) => heldRender(log, name));
    const results = renders.map(({ render }) => queue(render));
    await expect.poll(() => log).toEqual(["start a", "start b"]);

    renders[1]?.finish();
    await expect.poll(() => log).toEqual(["start a", "start b", "start c"]);
    renders[0]?.finish();
    renders[2]?.finish();
    renders[3]?.finish();

    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
  });

  it("gives a failed render's place to the next one, and passes the failure on", async () => {
    const queue = createRenderQueue(1);
    const failed = queue(() => Promise.reject(new Error("render failed")));
    const next = queue(() => "next");

    await expect(failed).rejects.toThrow("render failed");
    expect(await next).toBe("next");
  });
});
