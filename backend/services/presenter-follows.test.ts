import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { loadProjectSchema } from "../schema/load-project-schema.ts";
import { openSqliteStore } from "../storage/sqlite/open.ts";
import type { Store } from "../storage/store.ts";
import type { Caller } from "./caller.ts";
import {
  authenticatePresenterFollow,
  createPresenterFollow,
  exchangePresenterFollowCode,
  isFollowedDocument,
  presenterFollowDepsOf,
  type PresenterFollowDeps,
} from "./presenter-follows.ts";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const now = new Date("2026-09-01T17:00:00.000Z");
const organiser: Caller = {
  user: { id: "robin", labels: ["admin"], emailVerification: true },
  sessionId: "s1",
};

let dataDir: string;
let store: Store;
let deps: PresenterFollowDeps;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "presenter-follows-"));
  const schema = loadProjectSchema(path.join(projectRoot, "appwrite.json"));
  store = openSqliteStore(dataDir, schema);
  deps = presenterFollowDepsOf({ store, config: { schema, now: () => now } });
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("follow codes as people type them", () => {
  test.each([
    ["lower case", (code: string) => code.toLowerCase()],
    ["spaces and a hyphen", (code: string) => ` ${code.slice(0, 5)} - ${code.slice(5)} `],
    ["O for 0, I and L for 1", (code: string) => code.replace(/0/g, "O").replace(/1/g, "l")],
  ])("a code typed in %s is the code", async (_name, typed) => {
    const { code } = await createPresenterFollow(deps, organiser, "meeting-1");
    const { follow } = await exchangePresenterFollowCode(deps, typed(code));
    expect(follow.meetingId).toBe("meeting-1");
  });
});

describe("follow tokens", () => {
  test.each([
    ["no id and no secret", "follow."],
    ["an id that is no id", "follow.../..abc"],
    ["an unknown id", "follow.nosuchlink.abc"],
    ["a session token", "eyJpZCI6InNhbSIsInNlY3JldCI6Inh5eiJ9"],
  ])("%s makes a plain guest", async (_name, token) => {
    expect(await authenticatePresenterFollow(deps, token)).toEqual({
      user: null,
      sessionId: null,
    });
  });

  test("a good token follows its own meeting's presenter state and nothing else", async () => {
    const { code } = await createPresenterFollow(deps, organiser, "meeting-1");
    const { token } = await exchangePresenterFollowCode(deps, code);
    const follower = await authenticatePresenterFollow(deps, token);
    expect(follower.user).toBeNull();
    expect(isFollowedDocument(follower, "club_presenter_states", "meeting-1")).toBe(true);
    expect(isFollowedDocument(follower, "club_presenter_states", "meeting-2")).toBe(false);
    expect(isFollowedDocument(follower, "club_meeting_notes", "meeting-1")).toBe(false);
    expect(isFollowedDocument(organiser, "club_presenter_states", "meeting-1")).toBe(false);
  });
});
