import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ID, Permission, Query, Role } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";
import {
  BUCKET,
  expectAppwriteError,
  fetchBytes,
  pngImage,
  SAVED_PICTURE,
  upload,
} from "./storage-fixtures.ts";

// club_images has file security (decision 0126): the bucket lets organisers read every picture,
// and a picture is anyone's to see only once a save uses it (the site sets read("any") then).
const AS_THE_SITE_UPLOADS = [Permission.read(Role.label("admin"))];

let server: TestServer;
let organiser: SdkUser;
let member: SdkUser;
let guest: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await signedInAdmin(server);
  member = await signedInUser(server);
  guest = sdkUser(server);
});

afterAll(() => server.stop());

async function listedIds(user: SdkUser): Promise<string[]> {
  const page = await user.storage.listFiles({ bucketId: BUCKET, queries: [Query.limit(100)] });
  return page.files.map((file) => file.$id);
}

describe("a picture uploaded but not saved yet", () => {
  test("a guest and a member neither list, read nor view it; an organiser does", async () => {
    const unsaved = await upload(organiser, await pngImage(), "picture.png", AS_THE_SITE_UPLOADS);
    const ids = { bucketId: BUCKET, fileId: unsaved.$id };
    for (const visitor of [guest, member]) {
      expect(await listedIds(visitor)).not.toContain(unsaved.$id);
      await expectAppwriteError(visitor.storage.getFile(ids), 404, "storage_file_not_found");
      expect((await fetchBytes(visitor.storage.getFileView(ids))).status).toBe(404);
    }
    expect(await listedIds(organiser)).toContain(unsaved.$id);
    expect((await organiser.storage.getFile(ids)).$permissions).toEqual(AS_THE_SITE_UPLOADS);
  });

  test("once a save uses it, anyone reads and lists it, and it names no user", async () => {
    const picture = await upload(organiser, await pngImage(), "picture.png", AS_THE_SITE_UPLOADS);
    const ids = { bucketId: BUCKET, fileId: picture.$id };
    await organiser.storage.updateFile({ ...ids, permissions: SAVED_PICTURE });
    expect(await listedIds(guest)).toContain(picture.$id);
    const seen = await guest.storage.getFile(ids);
    expect(seen.$permissions).toEqual(SAVED_PICTURE);
    expect((await fetchBytes(guest.storage.getFilePreview({ ...ids, width: 40 }))).status).toBe(
      200,
    );
  });
});

test("a data folder from before: a saved flyer keeps showing to guests, and no picture names its uploader", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-pictures-"));
  try {
    const before = await startTestServer({ dataDir });
    const organiserBefore = await signedInAdmin(before);
    // As the site uploaded before file security: the SDK's default permissions, user:<id> roles.
    const uploadAsBefore = async () =>
      (
        await organiserBefore.storage.createFile({
          bucketId: BUCKET,
          fileId: ID.unique(),
          file: new File([new Uint8Array(await pngImage())], "IMG_2041-jess-birthday.png"),
        })
      ).$id;
    const flyer = await uploadAsBefore();
    const unsaved = await uploadAsBefore();
    await organiserBefore.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_events",
      documentId: ID.unique(),
      data: {
        title: "Pride picnic",
        time: new Date(Date.UTC(2027, 5, 1)).toISOString(),
        flyer_file_id: flyer,
        flyer_alt: "A rainbow over the park",
        flyer_width: 64,
        flyer_height: 48,
      },
    });
    await before.stop();

    const after = await startTestServer({ dataDir });
    const guestAfter = sdkUser(after);
    const organiserAfter = await signedInAdmin(after);
    const shown = await guestAfter.storage.getFile({ bucketId: BUCKET, fileId: flyer });
    expect(shown.$permissions).toEqual(['read("any")']);
    await expectAppwriteError(
      guestAfter.storage.getFile({ bucketId: BUCKET, fileId: unsaved }),
      404,
      "storage_file_not_found",
    );
    const left = await organiserAfter.storage.getFile({ bucketId: BUCKET, fileId: unsaved });
    expect(left.$permissions.filter((permission) => permission.includes("user:"))).toEqual([]);
    await after.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
