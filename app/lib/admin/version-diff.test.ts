import { describe, expect, it } from "vitest";
import { changedFields, diffLines } from "./version-diff.ts";

describe("diffLines", () => {
  it("keeps the lines both share and marks the one taken out and the one put in", () => {
    expect(
      diffLines("We meet\non Tuesdays\nin Room 214", "We meet\non Thursdays\nin Room 214"),
    ).toEqual([
      { kind: "same", text: "We meet" },
      { kind: "removed", text: "on Tuesdays" },
      { kind: "added", text: "on Thursdays" },
      { kind: "same", text: "in Room 214" },
    ]);
  });

  it("reads a line added at the end as added, and nothing else as changed", () => {
    expect(diffLines("One", "One\nTwo")).toEqual([
      { kind: "same", text: "One" },
      { kind: "added", text: "Two" },
    ]);
  });
});

describe("changedFields", () => {
  it("names only the fields whose values differ, lists read as comma-separated", () => {
    expect(
      changedFields(
        { club_name: "Pride Club", leaders_emails: ["a@x.org"], meeting_place: "Room 214" },
        { club_name: "GSA", leaders_emails: ["a@x.org", "b@x.org"], meeting_place: "Room 214" },
      ),
    ).toEqual([
      { key: "club_name", before: "Pride Club", after: "GSA" },
      { key: "leaders_emails", before: "a@x.org", after: "a@x.org, b@x.org" },
    ]);
  });
});
