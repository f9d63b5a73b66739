import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runRestoreCommand } from "../../../cli/backup-command.ts";
import { runBackupCli, sameInstallAs } from "../../support/backup-commands.ts";
import { daysFromNow, readMeeting, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { adminFormOf, type AdminFormPost } from "../../support/admin-forms.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";

// An organiser downloads the whole site from the End of the school year screen (decision 0143):
// the archive `npm run backup` writes, which `npm run restore` takes back, one every few minutes.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-download-test-"));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** POSTs the screen's form, as `form` says. */
function postBackup(form: AdminFormPost): Promise<Response> {
  return fetch(`${server.url}/admin/backup`, {
    method: "POST",
    headers: form.headers,
    body: new URLSearchParams(form.fields),
  });
}

describe("downloading a backup", () => {
  test.each([
    { name: "a guest with no session", form: async () => ({ headers: {}, fields: {} }) },
    {
      name: "an organiser's session without the screen's form token (another site's form)",
      form: async () => ({
        ...(await adminFormOf(server, await signedInAdmin(server))),
        fields: {},
      }),
    },
    {
      name: "a signed-in member who is no organiser, with an organiser's form token",
      form: async () => ({
        headers: (await adminFormOf(server, await signedInUser(server))).headers,
        fields: (await adminFormOf(server, await signedInAdmin(server), "/admin/handover")).fields,
      }),
    },
  ])("$name gets a 401 and no backup", async ({ form }) => {
    const answer = await postBackup(await form());
    expect(answer.status).toBe(401);
    expect(answer.headers.get("Content-Type")).toContain("text/plain");
    expect(await answer.text()).toContain("Only organisers can download a backup");
  });

  test("a GET is a 405", async () => {
    expect((await fetch(`${server.url}/admin/backup`)).status).toBe(405);
  });

  test("an organiser gets a private archive that npm run restore takes back whole; a second one at once is a 429 saying when", async () => {
    const organiser = await signedInAdmin(server);
    const meetingId = await seedMeeting(organiser, {
      title: "Backed Up Social",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const form = await adminFormOf(server, organiser, "/admin/handover");

    const answer = await postBackup(form);

    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/gzip");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="pride-club-backup-[\dT-]+Z\.tar\.gz"$/,
    );
    const file = path.join(scratch, "downloaded.tar.gz");
    fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    expect(fs.statSync(file).size).toBe(Number(answer.headers.get("Content-Length")));
    const restoredDir = sameInstallAs(server.dataDir, path.join(scratch, "restored"));
    const restore = await runBackupCli(runRestoreCommand, [file], restoredDir);
    expect(restore).toEqual({ code: 0, said: `Restored ${file} into ${restoredDir}.` });
    const restored = await startTestServer({ dataDir: restoredDir });
    try {
      const meeting = await readMeeting(await signedInAdmin(restored), meetingId);
      expect(meeting["title"]).toBe("Backed Up Social");
    } finally {
      await restored.stop();
    }

    // The same form again: a download spends no one-time id, and the screen stays as it was.
    const again = await postBackup(form);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(4 * 60);
    expect(await again.text()).toMatch(/the next one can be made in 5 minutes/);
  });
});
