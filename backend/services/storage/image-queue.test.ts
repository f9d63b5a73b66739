import { expect, test } from "vitest";
import { ImageQueue } from "./image-queue.ts";

/** A job that runs until released, counting how many run at once. */
function gate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

test("at most `atOnce` jobs run together; the others wait their turn, in order", async () => {
  const queue = new ImageQueue(2, 10);
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
  const queue = new ImageQueue(1, 1);
  const first = gate();
  const running = queue.run(() =>
    first.released.then(() => Promise.reject(new Error("bad image"))),
  );
  const waiting = queue.run(async () => "next");
  await expect(queue.run(async () => "refused")).rejects.toMatchObject({
    type: "general_rate_limit_exceeded",
    code: 429,
  });
  first.release();
  await expect(running).rejects.toThrow("bad image");
  expect(await waiting).toBe("next");
  expect(await queue.run(async () => "free again")).toBe("free again");
});
