import { Permission, Query, Role } from "appwrite";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";
import {
  BUCKET,
  expectAppwriteError,
  fetchBytes,
  fileOf,
  pngImage,
  upload,
} from "./storage-fixtures.ts";

let server: TestServer;
let organiser: SdkUser;
let member: SdkUser;
let guest: SdkUser;

beforeAll(async () => {
  validatorFor("FileModel");
  validatorFor("FileListModel");
  server = await startTestServer();
  organiser = await signedInAdmin(server);
  member = await signedInUser(server);
  guest = sdkUser(server);
});

afterAll(() => server.stop());

describe("an organiser's picture in the club's bucket", () => {
  test("is stored as sent (a clean PNG), and anyone reads, lists and downloads it", async () => {
    const png = await pngImage(64, 48);
    const created = await upload(organiser, png, "rainbow.png");
    assertMatchesModel("FileModel", created);
    expect(created).toMatchObject({
      bucketId: BUCKET,
      name: "rainbow.png",
      mimeType: "image/png",
      chunksTotal: 1,
      chunksUploaded: 1,
    });

    const read = await guest.storage.getFile({ bucketId: BUCKET, fileId: created.$id });
    expect(read.$id).toBe(created.$id);

    const list = await guest.storage.listFiles({
      bucketId: BUCKET,
      queries: [Query.equal("name", "rainbow.png")],
    });
    assertMatchesModel("FileListModel", list);
    expect(list.files.map((file) => file.$id)).toEqual([created.$id]);
    const searched = await guest.storage.listFiles({ bucketId: BUCKET, search: "rainbow" });
    expect(searched.files.map((file) => file.$id)).toContain(created.$id);

    const download = await fetchBytes(
      guest.storage.getFileDownload({ bucketId: BUCKET, fileId: created.$id }),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="rainbow.png"/,
    );
    expect(download.bytes.length).toBe(created.sizeOriginal);
    const { width, height, format } = await sharp(download.bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 64, height: 48, format: "png" });
  });

  test("is renamed and its permissions changed, then deleted with its bytes", async () => {
    const created = await upload(organiser, await pngImage(), "old-name.png");
    const renamed = await organiser.storage.updateFile({
      bucketId: BUCKET,
      fileId: created.$id,
      name: "new-name.png",
      permissions: [Permission.read(Role.any())],
    });
    expect(renamed).toMatchObject({ name: "new-name.png", $permissions: ['read("any")'] });

    await organiser.storage.deleteFile({ bucketId: BUCKET, fileId: created.$id });
    await expectAppwriteError(
      guest.storage.getFile({ bucketId: BUCKET, fileId: created.$id }),
      404,
      "storage_file_not_found",
    );
    const download = await fetchBytes(
      guest.storage.getFileDownload({ bucketId: BUCKET, fileId: created.$id }),
    );
    expect(download.status).toBe(404);
  });
});

describe("file names in any language are kept as sent", () => {
  test.each([
    ["an accented name", "café.png"],
    ["an emoji name", "🏳️‍🌈 pride flyer.png"],
    ["a name in another script", "ポスター.png"],
  ])("%s: the organiser and a guest read back %s", async (_case, name) => {
    const created = await upload(organiser, await pngImage(), name);
    expect(created.name).toBe(name);
    const read = await guest.storage.getFile({ bucketId: BUCKET, fileId: created.$id });
    expect(read.name).toBe(name);
  });
});

describe("byte ranges of a download and a view", () => {
  let fileId = "";
  let whole = Buffer.alloc(0);

  beforeAll(async () => {
    const created = await upload(organiser, await pngImage(300, 200, "#1971c2"), "range.png");
    fileId = created.$id;
    whole = (await fetchBytes(guest.storage.getFileView({ bucketId: BUCKET, fileId }))).bytes;
  });

  test("a range is answered 206 with exactly those bytes", async () => {
    const url = guest.storage.getFileView({ bucketId: BUCKET, fileId });
    const part = await fetchBytes(url, { Range: "bytes=10-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 10-99/${whole.length}`);
    expect(part.bytes.equals(whole.subarray(10, 100))).toBe(true);
    const open = await fetchBytes(url, { Range: "bytes=20-" });
    expect(open.bytes.equals(whole.subarray(20))).toBe(true);
  });

  test("a HEAD tells the size and type without the bytes", async () => {
    const url = guest.storage.getFileDownload({ bucketId: BUCKET, fileId });
    const response = await fetch(url, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBe(String(whole.length));
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  test.each([
    ["past the end", (size: number) => `bytes=0-${size}`],
    ["starting at the end", (size: number) => `bytes=${size}-`],
    ["another unit", () => "items=0-1"],
    ["several ranges", () => "bytes=0-1,4-5"],
  ])("a range %s is 416 storage_invalid_range", async (_name, range) => {
    const url = guest.storage.getFileDownload({ bucketId: BUCKET, fileId });
    const answer = await fetchBytes(url, { Range: range(whole.length) });
    expect(answer.status).toBe(416);
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ type: "storage_invalid_range" });
  });
});

describe("who may do what in the club's bucket (anyone reads, organisers write)", () => {
  test("a guest and a member cannot upload, rename or delete", async () => {
    const created = await upload(organiser, await pngImage(), "kept.png");
    for (const visitor of [guest, member]) {
      await expectAppwriteError(
        upload(visitor, await pngImage(), "mine.png"),
        401,
        "user_unauthorized",
      );
      await expectAppwriteError(
        visitor.storage.updateFile({ bucketId: BUCKET, fileId: created.$id, name: "x.png" }),
        401,
        "user_unauthorized",
      );
      await expectAppwriteError(
        visitor.storage.deleteFile({ bucketId: BUCKET, fileId: created.$id }),
        401,
        "user_unauthorized",
      );
    }
    expect((await guest.storage.getFile({ bucketId: BUCKET, fileId: created.$id })).name).toBe(
      "kept.png",
    );
  });

  test("an organiser cannot grant a role they do not hold", async () => {
    await expectAppwriteError(
      upload(organiser, await pngImage(), "foreign.png", [Permission.read(Role.user("someone"))]),
      401,
      "user_unauthorized",
    );
  });

  test("a bucket that is not declared is storage_bucket_not_found", async () => {
    await expectAppwriteError(
      organiser.storage.createFile({
        bucketId: "no_such_bucket",
        fileId: "x",
        file: fileOf(await pngImage(), "x.png"),
      }),
      404,
      "storage_bucket_not_found",
    );
  });
});
