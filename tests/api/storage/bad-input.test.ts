import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import {
  BUCKET,
  expectAppwriteError,
  filesOnDisk,
  pngImage,
  sendUpload,
  upload,
} from "./storage-fixtures.ts";

let server: TestServer;
let organiser: SdkUser;
let storedBefore: string[] = [];
let totalBefore = 0;

const CHUNK = 5 * 1024 * 1024;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await signedInAdmin(server);
  await upload(organiser, await pngImage(), "already-here.png");
});

afterAll(() => server.stop());

beforeEach(async () => {
  storedBefore = filesOnDisk(server);
  totalBefore = (await organiser.storage.listFiles({ bucketId: BUCKET })).total;
});

/** Nothing of a refused upload is kept, and the server goes on answering. */
async function expectNothingStored() {
  expect(filesOnDisk(server)).toEqual(storedBefore);
  const after = await organiser.storage.listFiles({ bucketId: BUCKET });
  expect(after.total).toBe(totalBefore);
}

/** A PNG whose header says `width` x `height` (a decompression bomb's header, with no pixels). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe("a refused file is a clear 4xx and leaves nothing behind", () => {
  const cases: {
    name: string;
    file: () => Promise<{ bytes: Buffer; name: string }>;
    code: number;
    type: string;
  }[] = [
    {
      name: "a PNG named .jpg (content not what the name says)",
      file: async () => ({ bytes: await pngImage(), name: "photo.jpg" }),
      code: 403,
      type: "storage_invalid_file",
    },
    {
      name: "text named .png",
      file: async () => ({ bytes: Buffer.from("not a picture at all"), name: "flyer.png" }),
      code: 403,
      type: "storage_invalid_file",
    },
    {
      name: "an SVG (scripts) named .png",
      file: async () => ({ bytes: svg, name: "logo.png" }),
      code: 400,
      type: "storage_file_type_unsupported",
    },
    {
      name: "an SVG, a type the bucket does not take",
      file: async () => ({ bytes: svg, name: "logo.svg" }),
      code: 400,
      type: "storage_file_type_unsupported",
    },
    {
      name: "an empty file",
      file: async () => ({ bytes: Buffer.alloc(0), name: "empty.png" }),
      code: 400,
      type: "storage_file_empty",
    },
    {
      name: "a 50,000 x 50,000 pixel image",
      file: async () => ({ bytes: pngHeaderOnly(50_000, 50_000), name: "bomb.png" }),
      code: 400,
      type: "storage_image_resolution_exceeded",
    },
    {
      name: "a JPEG cut short",
      file: async () => ({ bytes: (await pngImage(400, 400)).subarray(0, 300), name: "cut.png" }),
      code: 403,
      type: "storage_invalid_file",
    },
  ];

  test.each(cases)("$name: $code $type", async ({ file, code, type }) => {
    const { bytes, name } = await file();
    const answer = await sendUpload(server, organiser, { fileId: "unique()", name, bytes });
    expect({ status: answer.status, type: answer.body.type }).toEqual({ status: code, type });
    await expectNothingStored();
  });

  test.each([
    ["a path up the tree", "../../etc/flyer.png"],
    ["a folder", "images/flyer.png"],
    ["a Windows folder", "images\\flyer.png"],
    ["a control character", "fly\u0001er.png"],
    ["a line break", "flyer\n.png"],
    ["a right-to-left override", "flyer\u202egnp.exe"],
  ])("a file name with %s: 400 general_argument_invalid", async (_what, name) => {
    const answer = await sendUpload(server, organiser, {
      fileId: "unique()",
      name,
      bytes: await pngImage(),
    });
    expect({ status: answer.status, type: answer.body.type }).toEqual({
      status: 400,
      type: "general_argument_invalid",
    });
    await expectNothingStored();
  });

  test("a file over the bucket's 10 MB in one request: 400 storage_invalid_file_size", async () => {
    const answer = await sendUpload(server, organiser, {
      fileId: "unique()",
      name: "huge.png",
      bytes: Buffer.alloc(10_000_001),
    });
    expect({ status: answer.status, type: answer.body.type }).toEqual({
      status: 400,
      type: "storage_invalid_file_size",
    });
    await expectNothingStored();
  });

  test("a chunked upload declaring more than 10 MB is refused at its first chunk", async () => {
    const answer = await sendUpload(server, organiser, {
      fileId: "too-big",
      name: "huge.png",
      bytes: Buffer.alloc(CHUNK),
      headers: { "Content-Range": `bytes 0-${CHUNK - 1}/${11_000_000}` },
    });
    expect({ status: answer.status, type: answer.body.type }).toEqual({
      status: 400,
      type: "storage_invalid_file_size",
    });
    await expectNothingStored();
  });
});

describe("chunks out of order or sent again", () => {
  const total = CHUNK + 1000;

  test("a chunk for an upload whose first chunk never came: 400 storage_invalid_content_range", async () => {
    const answer = await sendUpload(server, organiser, {
      fileId: "no-first-chunk",
      name: "late.png",
      bytes: Buffer.alloc(1000),
      headers: {
        "Content-Range": `bytes ${CHUNK}-${total - 1}/${total}`,
        "X-Appwrite-Id": "no-first-chunk",
      },
    });
    expect({ status: answer.status, type: answer.body.type }).toEqual({
      status: 400,
      type: "storage_invalid_content_range",
    });
    await expectNothingStored();
  });

  test("a chunk off the first chunk's grid, or a range that lies about its bytes", async () => {
    const first = await sendUpload(server, organiser, {
      fileId: "grid",
      name: "grid.png",
      bytes: Buffer.alloc(CHUNK),
      headers: { "Content-Range": `bytes 0-${CHUNK - 1}/${total}` },
    });
    expect(first.status).toBe(201);
    for (const [range, size] of [
      [`bytes ${CHUNK - 10}-${total - 1}/${total}`, 1010],
      [`bytes ${CHUNK}-${total - 1}/${total + 5}`, 1000],
      [`bytes ${CHUNK}-${total - 1}/${total}`, 999],
      ["bytes 5-2/10", 1],
      ["5-10/20", 6],
    ] as const) {
      const answer = await sendUpload(server, organiser, {
        fileId: "grid",
        name: "grid.png",
        bytes: Buffer.alloc(size),
        headers: { "Content-Range": range, "X-Appwrite-Id": "grid" },
      });
      expect({ range, status: answer.status, type: answer.body.type }).toEqual({
        range,
        status: 400,
        type: "storage_invalid_content_range",
      });
    }
    await organiser.storage.deleteFile({ bucketId: BUCKET, fileId: "grid" });
    await expectNothingStored();
  });

  test("a first chunk sent twice counts once; a chunk after the upload finished is 409", async () => {
    const photo = await pngImage(2400, 1600);
    const bytes = Buffer.concat([photo, Buffer.alloc(CHUNK)]).subarray(0, CHUNK + 1000);
    const first = { fileId: "retried", name: "retried.png", bytes: bytes.subarray(0, CHUNK) };
    const range = { "Content-Range": `bytes 0-${CHUNK - 1}/${total}` };
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await sendUpload(server, organiser, { ...first, headers: range });
      expect({ status: answer.status, chunks: answer.body.chunksUploaded }).toEqual({
        status: 201,
        chunks: 1,
      });
    }
    const lastHeaders = {
      "Content-Range": `bytes ${CHUNK}-${total - 1}/${total}`,
      "X-Appwrite-Id": "retried",
    };
    const last = { fileId: "retried", name: "retried.png", bytes: bytes.subarray(CHUNK) };
    const done = await sendUpload(server, organiser, { ...last, headers: lastHeaders });
    expect({ status: done.status, chunks: done.body.chunksUploaded }).toEqual({
      status: 201,
      chunks: 2,
    });
    const again = await sendUpload(server, organiser, { ...last, headers: lastHeaders });
    expect({ status: again.status, type: again.body.type }).toEqual({
      status: 409,
      type: "storage_file_already_exists",
    });
    await organiser.storage.deleteFile({ bucketId: BUCKET, fileId: "retried" });
    await expectNothingStored();
  });

  test("a first chunk under 1 MB that is not the whole file: 400, so a file has at most a few chunks", async () => {
    const answer = await sendUpload(server, organiser, {
      fileId: "tiny-chunks",
      name: "tiny.png",
      bytes: Buffer.alloc(1),
      headers: { "Content-Range": `bytes 0-0/${total}` },
    });
    expect({ status: answer.status, type: answer.body.type }).toEqual({
      status: 400,
      type: "storage_invalid_content_range",
    });
    await expectNothingStored();
  });

  test("an x-appwrite-id that is not an id: 400 storage_invalid_appwrite_id", async () => {
    const answer = await sendUpload(server, organiser, {
      fileId: "unique()",
      name: "x.png",
      bytes: Buffer.alloc(CHUNK),
      headers: { "Content-Range": `bytes 0-${CHUNK - 1}/${total}` },
    });
    expect({ status: answer.status, type: answer.body.type }).toEqual({
      status: 400,
      type: "storage_invalid_appwrite_id",
    });
    await expectNothingStored();
  });
});

test("a file id already taken: 409 storage_file_already_exists, the first file unchanged", async () => {
  const first = await organiser.storage.createFile({
    bucketId: BUCKET,
    fileId: "taken",
    file: new File([new Uint8Array(await pngImage(10, 10))], "first.png"),
  });
  await expectAppwriteError(
    organiser.storage.createFile({
      bucketId: BUCKET,
      fileId: "taken",
      file: new File([new Uint8Array(await pngImage(20, 20))], "second.png"),
    }),
    409,
    "storage_file_already_exists",
  );
  const kept = await organiser.storage.getFile({ bucketId: BUCKET, fileId: "taken" });
  expect(kept).toMatchObject({ name: "first.png", signature: first.signature });
});
