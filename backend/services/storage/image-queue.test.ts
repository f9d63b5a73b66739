import { expect, test } from "vitest";
import { ImageQueue } from "./image-queue.ts";

/** A job that runs until released, counting how many run at once. */
function gate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

test("at most `atOnce` jobs run together; the others wait their turn, in order", async () => {
  const queue = new ImageQueue(2, 2, { upload: 10, preview: 10 });
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const gates = Array.from({ length: 5 }, gate);
  const jobs = gates.map((g, index) =>
    queue.run(async () => {
      running++;
      most = Math.max(most, running);
      order.push(index);
      await g.released;
      running--;
      return index;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual([0, 1]);
  for (const g of gates) g.release();
  expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
  expect(order).toEqual([0, 1, 2, 3, 4]);
  expect(most).toBe(2);
});

test("a failed job passes its turn on, and a full queue refuses with general_rate_limit_exceeded", async () => {
  const queue = new ImageQueue(1, 1, { upload: 1, preview: 1 });
  const first = gate();
  const running = queue.run(() =>
    first.released.then(() => Promise.reject(new Error("bad image"))),
  );
  const waiting = queue.run(async () => "next");
  await expect(queue.run(async () => "refused")).rejects.toMatchObject({
    type: "general_rate_limit_exceeded",
    code: 429,
    retryAfterSeconds: expect.any(Number),
  });
  first.release();
  await expect(running).rejects.toThrow("bad image");
  expect(await waiting).toBe("next");
  expect(await queue.run(async () => "free again")).toBe("free again");
});

test("previews take one slot at most: an upload starts at once however many previews wait", async () => {
  const queue = new ImageQueue(2, 1, { upload: 4, preview: 3 });
  const previews = Array.from({ length: 4 }, gate);
  const started: string[] = [];
  const jobs = previews.map((g, index) =>
    queue.run(
      async () => {
        started.push(`preview ${index}`);
        await g.released;
      },
      { lane: "preview" },
    ),
  );
  await expect(queue.run(async () => "one too many", { lane: "preview" })).rejects.toMatchObject({
    type: "general_rate_limit_exceeded",
    code: 429,
  });
  expect(await queue.run(async () => "uploaded", { lane: "upload" })).toBe("uploaded");
  expect(started).toEqual(["preview 0"]);
  for (const g of previews) g.release();
  await Promise.all(jobs);
  expect(started).toEqual(["preview 0", "preview 1", "preview 2", "preview 3"]);
});

test("a waiting preview whose request was given up is dropped and frees its place", async () => {
  const queue = new ImageQueue(1, 1, { upload: 1, preview: 1 });
  const first = gate();
  const running = queue.run(() => first.released, { lane: "preview" });
  const leaving = new AbortController();
  let ran = false;
  const abandoned = queue.run(
    async () => {
      ran = true;
    },
    { lane: "preview", signal: leaving.signal },
  );
  leaving.abort(new Error("the visitor left"));
  await expect(abandoned).rejects.toThrow("the visitor left");
  const next = queue.run(async () => "next", { lane: "preview" });
  first.release();
  await running;
  expect(await next).toBe("next");
  expect(ran).toBe(false);
});
