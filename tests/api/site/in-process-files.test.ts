import { Client, ImageFormat, Storage } from "node-appwrite";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedClientsOf } from "../../../server/appwrite/clients.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { BUCKET, pngImage, upload } from "../storage/storage-fixtures.ts";

// The site's server reads Appwrite in-process when the backend is embedded (decision 0022). A file
// the server SDK asks for as bytes (a download, a preview: an admin screen's picture, a year
// archive's flyer) must come back as bytes, as over the network, not as an empty answer.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

describe("the site's server reading a picture in-process", () => {
  it("gets a download's bytes and a preview's picture through node-appwrite, as over the network", async () => {
    const backend = server.backend;
    if (!backend) throw new Error("The test server runs without the embedded backend.");
    const original = await pngImage(300, 200, "#7040c0");
    const file = await upload(await signedInAdmin(server), original, "mascot.png");
    const settings = { appwriteEndpoint: null, appwriteApiKey: null, projectId: server.projectId };
    const trusted = trustedClientsOf(settings, backend, server.url, () => {});
    if (!trusted) throw new Error("The embedded backend gives the site its key.");
    const inProcess = new Storage(trusted.admin());
    const overNetwork = new Storage(
      new Client()
        .setEndpoint(server.endpoint)
        .setProject(server.projectId)
        .setKey(backend.siteKey),
    );
    const ids = { bucketId: BUCKET, fileId: file.$id };

    const download = Buffer.from(await inProcess.getFileDownload(ids));
    expect(download.equals(original)).toBe(true);
    expect(download.equals(Buffer.from(await overNetwork.getFileDownload(ids)))).toBe(true);

    const preview = await inProcess.getFilePreview({
      ...ids,
      width: 120,
      output: ImageFormat.Webp,
    });
    expect(await sharp(Buffer.from(preview)).metadata()).toMatchObject({
      format: "webp",
      width: 120,
      height: 80,
    });
  });
});
