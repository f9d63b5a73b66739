import { describe, expect, it } from "vitest";
import {
  contactHref,
  formatCheckedDate,
  parseSupportResources,
  staleResources,
  type SupportResource,
} from "./support-resources.ts";
import { startingSupportResources } from "./support-resource-files.ts";

function resource(lastChecked: string): SupportResource {
  return {
    name: `Checked ${lastChecked}`,
    description: "A helpline.",
    contacts: [{ label: "Call 988", link: "tel:988" }],
    lastChecked,
  };
}

describe("staleResources", () => {
  const checked = resource("2025-08-01");
  const cases = [
    { name: "an entry checked today is fresh", now: "2025-08-01T12:00:00Z", isStale: false },
    {
      name: "an entry checked exactly a year ago is still fresh",
      now: "2026-08-01T23:59:59Z",
      isStale: false,
    },
    {
      name: "an entry checked a year and a day ago is stale",
      now: "2026-08-02T00:00:00Z",
      isStale: true,
    },
    { name: "an entry checked years ago is stale", now: "2030-01-01T00:00:00Z", isStale: true },
  ];
  it.each(cases)("$name", ({ now, isStale }) => {
    expect(staleResources([checked], new Date(now))).toEqual(isStale ? [checked] : []);
  });

  it("keeps only the stale entries, in their order", () => {
    const old = resource("2020-01-01");
    const recent = resource("2026-01-01");
    const older = resource("2019-05-05");
    expect(staleResources([old, recent, older], new Date("2026-06-01T00:00:00Z"))).toEqual([
      old,
      older,
    ]);
  });
});

describe("the support resources file", () => {
  it.each(["en", "es"] as const)(
    "in %s parses, and lists no 988 'press 3' option (it ended in July 2025)",
    (locale) => {
      const resources = startingSupportResources(locale);
      expect(resources.length).toBeGreaterThan(0);
      expect(JSON.stringify(resources)).not.toMatch(/press 3/i);
    },
  );

  it("turns each contact into the link a phone opens", () => {
    const [first] = parseSupportResources({
      resources: [
        {
          name: "988",
          description: "A helpline.",
          contacts: [
            { kind: "phone", label: "Call 988", value: "988" },
            { kind: "text", label: "Text 988", value: "988" },
            { kind: "website", label: "988lifeline.org", value: "https://988lifeline.org/" },
          ],
          lastChecked: "2025-08-01",
        },
      ],
    });
    expect(first?.contacts).toEqual([
      { label: "Call 988", link: "tel:988" },
      { label: "Text 988", link: "sms:988" },
      { label: "988lifeline.org", link: "https://988lifeline.org/" },
    ]);
  });

  it("rejects a bad date and a plain-http website, naming both", () => {
    const json = {
      resources: [
        {
          ...resource("2025-13-45"),
          contacts: [{ kind: "website", label: "example", value: "http://example.org/" }],
        },
      ],
    };
    expect(() => parseSupportResources(json)).toThrow(
      /lastChecked[\s\S]*contacts\.0\.value|contacts\.0\.value[\s\S]*lastChecked/,
    );
  });
});

describe("formatting", () => {
  it("shows a checked date as a calendar date, whatever the zone", () => {
    expect(formatCheckedDate("2025-08-01")).toBe("August 1, 2025");
  });

  it("links phone numbers, text numbers and websites", () => {
    expect(contactHref({ kind: "phone", label: "Call", value: "1-866-488-7386" })).toBe(
      "tel:18664887386",
    );
    expect(contactHref({ kind: "text", label: "Text", value: "678-678" })).toBe("sms:678678");
    expect(contactHref({ kind: "website", label: "site", value: "https://example.org/" })).toBe(
      "https://example.org/",
    );
  });
});
