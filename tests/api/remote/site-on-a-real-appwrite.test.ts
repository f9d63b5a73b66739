import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppwriteException, ID, Permission, Query, Role } from "appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { loadSettings } from "../../../server/env.ts";
import { startServer, type RunningServer } from "../../../server/http-server.ts";
import {
  acceptInvitation,
  inviteOrganiser,
  listInvitations,
  listOrganisers,
} from "../../support/organisers.ts";
import { sendRoomForm } from "../../support/room-forms.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startAppwriteStandIn, type ServerProcess } from "../../support/server-process.ts";
import { testPasswordHashing } from "../../support/test-backend-costs.ts";

// The second mode (issue 29): the site in this process with APPWRITE_ENDPOINT and
// APPWRITE_API_KEY, and the embedded backend alone in another process on another origin, with
// none of the site's code or rules, standing in for a real Appwrite. What a club gets there:
// the first organiser from the printed setup link, organisers invited and listed, and the room's
// rules, all through the site's server and its key (decisions 0145, 0147).

const DATABASE = "offbranch";
const MINUTE = 60_000;
const KEY = `standard_${crypto.randomBytes(32).toString("hex")}`;
let folders: string[];
let appwrite: ServerProcess;
let site: RunningServer;
let organiser: SdkUser;
const logged: string[] = [];
const first = { email: "robin@school.example", name: "Robin", password: "a long passphrase" };

function linkParts(text: string) {
  const link = new URL(/http:\/\/\S+\/welcome\?\S+/.exec(text)?.[0] ?? "http://missing");
  return {
    invitationId: link.searchParams.get("invitation") ?? "",
    secret: link.searchParams.get("secret") ?? "",
  };
}

/** An official SDK client of the stand-in, as an organiser's browser would hold one. */
function appwriteUser(): SdkUser {
  return sdkUser({ endpoint: appwrite.endpoint, projectId: "pride-club" });
}

beforeAll(async () => {
  folders = ["appwrite", "site"].map((name) =>
    fs.mkdtempSync(path.join(os.tmpdir(), `pride-club-remote-${name}-`)),
  );
  appwrite = await startAppwriteStandIn(folders[0] ?? "", { apiKey: KEY });
  site = await startServer(
    loadSettings({
      PORT: "0",
      DATA_DIR: folders[1],
      APPWRITE_ENDPOINT: appwrite.endpoint,
      APPWRITE_API_KEY: KEY,
    }),
    { log: (line) => logged.push(line), passwordHashing: testPasswordHashing },
  );
}, 60_000);

afterAll(async () => {
  await site.close();
  await appwrite.kill();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the first organiser on a real Appwrite", () => {
  it("comes from the setup link the start prints, and can then sign in to Appwrite as an organiser", async () => {
    await expect.poll(() => logged.join("\n")).toContain("one-time link");
    await acceptInvitation(site, linkParts(logged.join("\n")), first);
    organiser = appwriteUser();
    await organiser.account.createEmailPasswordSession(first);
    expect(await organiser.account.get()).toMatchObject({
      labels: ["admin"],
      emailVerification: true,
    });
  });

  it("invites a second organiser by email and lists both", async () => {
    await inviteOrganiser(site, organiser, "sam@school.example");
    expect((await listInvitations(site, organiser)).map(({ email }) => email)).toEqual([
      "sam@school.example",
    ]);
    const mail = (await readOutbox(folders[1] ?? "")).findLast(
      (message) => message.to === "sam@school.example",
    );
    await acceptInvitation(site, linkParts(mail?.text ?? ""), {
      email: "",
      name: "Sam",
      password: "another passphrase",
    });
    expect((await listOrganisers(site, organiser)).map(({ email }) => email).sort()).toEqual([
      first.email,
      "sam@school.example",
    ]);
  });
});

describe("the room on a real Appwrite", () => {
  let meetingId: string;
  let pollId: string;

  beforeAll(async () => {
    const now = Date.now();
    const meeting = await organiser.databases.createDocument(
      DATABASE,
      "club_meetings",
      ID.unique(),
      {
        title: "Room night",
        start: new Date(now - 10 * MINUTE).toISOString(),
        end: new Date(now + 50 * MINUTE).toISOString(),
      },
      [Permission.read(Role.any())],
    );
    meetingId = meeting.$id;
    const poll = await organiser.databases.createDocument(DATABASE, "club_polls", ID.unique(), {
      meeting_id: meetingId,
      question: "Pizza or tacos?",
      options: ["Pizza", "Tacos"],
      allows_several: false,
      status: "open",
    });
    pollId = poll.$id;
  });

  it("refuses a guest's question straight to Appwrite, and takes it through the site, held back by the filter", async () => {
    const guest = appwriteUser();
    await expect(
      guest.databases.createDocument(DATABASE, "club_questions", ID.unique(), {
        meeting_id: meetingId,
        text: "Hi?",
        status: "shown",
      }),
    ).rejects.toBeInstanceOf(AppwriteException);
    expect(
      await sendRoomForm(site.url, meetingId, { form: "question", text: "why is this shit" }),
    ).toMatchObject({ status: 200, outcome: { ok: true } });
    const stored = await organiser.databases.listDocuments(DATABASE, "club_questions", [
      Query.equal("meeting_id", meetingId),
    ]);
    expect(stored.documents.map(({ status }) => status)).toEqual(["held"]);
  });

  it("counts one ballot once and refuses a stuffed one", async () => {
    const vote = (ballot: string, choice: number[]) =>
      sendRoomForm(site.url, meetingId, { form: "vote", poll: pollId, ballot, choice });
    expect((await vote("phone1", [1])).outcome).toEqual({ ok: true });
    expect((await vote("phone1", [0])).outcome).toEqual({
      ok: false,
      refusal: "already_counted",
    });
    expect(
      (
        await vote(
          "phone2",
          Array.from({ length: 50 }, () => 0),
        )
      ).outcome,
    ).toMatchObject({ ok: false, refusal: "choice_invalid" });
    const votes = await organiser.databases.listDocuments(DATABASE, "club_poll_votes");
    expect(votes.total).toBe(1);
  });
});
