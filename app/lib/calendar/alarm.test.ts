import { describe, expect, it } from "vitest";
import { parseAlarm } from "./alarm.ts";

describe("parseAlarm", () => {
  it.each([
    { name: "no alarm", values: [], minutes: null },
    { name: "15 minutes", values: ["15"], minutes: 15 },
    { name: "a day", values: ["1440"], minutes: 1440 },
  ])("$name is accepted", ({ values, minutes }) => {
    expect(parseAlarm(values)).toEqual({ ok: true, minutes });
  });

  it.each([
    { name: "an unoffered number", values: ["7"] },
    { name: "a negative number", values: ["-15"] },
    { name: "a padded number", values: ["015"] },
    { name: "a word", values: ["soon"] },
    { name: "an empty value", values: [""] },
    { name: "two values", values: ["15", "30"] },
  ])("$name is refused with a message listing the allowed values", ({ values }) => {
    expect(parseAlarm(values)).toEqual({
      ok: false,
      message:
        "alarm must be given once, as one of 5, 10, 15, 30, 60, 120, 1440 (minutes before the start).",
    });
  });
});
