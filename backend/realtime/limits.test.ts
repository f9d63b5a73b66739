import { describe, expect, test } from "vitest";
import { createSocketCounter, realtimeLimits } from "./limits.ts";

const small = { ...realtimeLimits, socketsPerAddress: 2, socketsInTotal: 3 };

describe("open-socket counter", () => {
  test("an address past its share is refused while others still open", () => {
    const counter = createSocketCounter(small);
    expect([counter.open("a"), counter.open("a"), counter.open("a")]).toEqual([
      "ok",
      "ok",
      "address-full",
    ]);
    expect(counter.open("b")).toBe("ok");
  });

  test("past the total every address is refused, until a socket closes", () => {
    const counter = createSocketCounter(small);
    counter.open("a");
    counter.open("b");
    counter.open("c");
    expect(counter.open("d")).toBe("server-full");
    counter.close("b");
    expect(counter.open("d")).toBe("ok");
  });

  test("a closed socket gives its address's place back", () => {
    const counter = createSocketCounter(small);
    counter.open("a");
    counter.open("a");
    counter.close("a");
    expect(counter.open("a")).toBe("ok");
  });

  test("guests past their share are refused while a signed-in socket still opens", () => {
    const counter = createSocketCounter({ ...small, socketsInTotal: 4, guestSocketsInTotal: 2 });
    expect([counter.open("a"), counter.open("b"), counter.open("c")]).toEqual([
      "ok",
      "ok",
      "server-full",
    ]);
    expect(counter.open("c", "signed-in")).toBe("ok");
    expect(counter.open("c", "signed-in")).toBe("ok");
    expect(counter.open("d", "signed-in")).toBe("server-full");
  });

  test("an address full of guests still lets a signed-in socket from it open", () => {
    const counter = createSocketCounter(small);
    counter.open("a");
    counter.open("a");
    expect(counter.open("a")).toBe("address-full");
    expect(counter.open("a", "signed-in")).toBe("ok");
  });
});
