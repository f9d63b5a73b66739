import { afterAll, beforeAll, expect, test } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import { mountSmallDisk, type SmallDisk } from "../../support/small-disk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { BUCKET, expectAppwriteError, filesOnDisk, pngImage, upload } from "./storage-fixtures.ts";

// DATA_DIR on a tmpfs of its own, filled until it refuses another byte (as in
// tests/api/ops/full-disk.test.ts, decision 0067).

let disk: SmallDisk;
let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  disk = await mountSmallDisk(32);
  server = await startTestServer({ dataDir: disk.dataDir });
  organiser = await signedInAdmin(server);
});

afterAll(async () => {
  await server.stop();
  await disk.unmount();
});

test("an upload on a full disk is general_server_error, keeps nothing, and works once space returns", async () => {
  const picture = await pngImage(300, 200);
  disk.fill();
  const error = await expectAppwriteError(
    upload(organiser, picture, "full.png"),
    500,
    "general_server_error",
  );
  expect(error.message).toBe(
    "The server's disk is full, so nothing was saved. Please try again later.",
  );
  expect(filesOnDisk(server)).toEqual([]);
  disk.free();
  const created = await upload(organiser, picture, "after.png");
  expect(filesOnDisk(server)).toEqual([`${BUCKET}/${created.$id}`]);
  const list = await organiser.storage.listFiles({ bucketId: BUCKET });
  expect(list.files.map((file) => file.name)).toEqual(["after.png"]);
});
