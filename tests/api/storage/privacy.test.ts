import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { BUCKET, fetchBytes, phonePhoto, upload } from "./storage-fixtures.ts";

let server: TestServer;
let organiser: SdkUser;
let guest: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await signedInAdmin(server);
  guest = sdkUser(server);
});

afterAll(() => server.stop());

test("the phone photo really carries GPS, the camera's serial number, XMP and a sideways orientation", async () => {
  const photo = await phonePhoto(120, 80);
  const tags = await exifr.parse(photo, { gps: true, xmp: true });
  expect(tags).toMatchObject({ Make: "PhoneMaker", SerialNumber: "SN-4242-SECRET" });
  expect(tags).toHaveProperty("xmpmeta");
  expect(tags.latitude).toBeCloseTo(51.5074, 3);
  expect((await sharp(photo).metadata()).orientation).toBe(6);
});

test("what any visitor downloads, views or previews of it has no metadata, turned the right way up", async () => {
  const created = await upload(organiser, await phonePhoto(120, 80), "meeting.jpg");
  const ids = { bucketId: BUCKET, fileId: created.$id };
  const urls = [
    guest.storage.getFileDownload(ids),
    guest.storage.getFileView(ids),
    guest.storage.getFilePreview({ ...ids, width: 60 }),
  ];
  for (const url of urls) {
    const { status, bytes } = await fetchBytes(url);
    expect(status, url).toBe(200);
    expect(await exifr.parse(bytes, true), url).toBeUndefined();
    const metadata = await sharp(bytes).metadata();
    expect(metadata, url).not.toHaveProperty("exif");
    expect(metadata, url).not.toHaveProperty("xmp");
    expect(metadata, url).not.toHaveProperty("iptc");
    expect(metadata.orientation ?? 1, url).toBe(1);
    // Orientation 6 applied: the 120 x 80 sideways picture stands 80 wide and 120 high.
    expect((metadata.height ?? 0) / (metadata.width ?? 1), url).toBeCloseTo(1.5, 1);
  }
  expect(created.sizeOriginal).toBe((await fetchBytes(urls[0] ?? "")).bytes.length);
});
