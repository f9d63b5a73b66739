import { afterAll, beforeAll, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { installBrowserGlobals } from "../realtime/browser-globals.ts";
import { eventNamed, subscribe } from "../realtime/subscribers.ts";
import { BUCKET, pngImage, upload } from "./storage-fixtures.ts";

installBrowserGlobals();

let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await signedInAdmin(server);
});

afterAll(() => server.stop());

test("a guest listening to the club's bucket hears a picture's create, rename and delete", async () => {
  const channel = `buckets.${BUCKET}.files`;
  const { inbox, unsubscribe } = await subscribe(sdkUser(server).client, channel);
  const created = await upload(organiser, await pngImage(), "live.png");
  const one = `${channel}.${created.$id}`;

  const create = await eventNamed(inbox, `${one}.create`);
  expect(create.events).toEqual(
    expect.arrayContaining([`${one}.create`, "buckets.*.files.*.create", one, `buckets.${BUCKET}`]),
  );
  expect(create.channels).toEqual(expect.arrayContaining(["files", channel, one]));
  expect(create.payload).toMatchObject({ $id: created.$id, name: "live.png", chunksUploaded: 1 });

  await organiser.storage.updateFile({
    bucketId: BUCKET,
    fileId: created.$id,
    name: "renamed.png",
  });
  expect((await eventNamed(inbox, `${one}.update`)).payload).toMatchObject({ name: "renamed.png" });

  await organiser.storage.deleteFile({ bucketId: BUCKET, fileId: created.$id });
  expect((await eventNamed(inbox, `${one}.delete`)).payload).toMatchObject({ $id: created.$id });
  await unsubscribe();
});
