// An event with a flyer for the bench's cold loads and Lighthouse (issue 21: the first screen's
// images at most 60 KiB, layout shift 0, Lighthouse 100 on an event page with a flyer): a busy
// 12-megapixel phone photo, uploaded and stored as Manage Event stores it (its size read from the
// photo, its alt text beside it).
import sharp from "sharp";

const project = { "X-Appwrite-Project": "pride-club" };
const EVENT_ID = "bench-flyer-event";
const PUBLIC_READ = 'read("any")';
const WIDTH = 3024;
const HEIGHT = 4032;

/**
 * A portrait phone photo: a gradient under noise with detail at every scale down to a few pixels
 * of a preview (noise at full size alone averages away when the preview is made), so its
 * previews weigh what a real photo's do, not a flat colour's.
 */
async function flyerPhoto(): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e40303"/>` +
      `<stop offset="0.5" stop-color="#ffed00"/><stop offset="1" stop-color="#732982"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width: WIDTH / 8,
      height: HEIGHT / 8,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: "cubic" })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "BenchPhone", Model: "Flyer" } })
    .toBuffer();
}

async function postJson(url: string, cookie: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...project, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (response.status !== 201) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * Fetches once every preview the page at `path` links (its srcsets). The server makes them when
 * the event is saved (decision 0095), in the background: this waits until each is made and kept,
 * so the audit does not time the making of a 12-megapixel photo's AVIF still under way.
 */
async function warmPreviews(origin: string, path: string): Promise<void> {
  const page = await (await fetch(origin + path)).text();
  const previews = new Set(
    (page.match(/\/v1\/storage\/buckets\/[^\s",]+\/preview\?[^\s",]+/g) ?? []).map((link) =>
      // As HTML attributes and JSON-LD spell the ampersand.
      link.replaceAll("&amp;", "&").replaceAll("\\u0026", "&"),
    ),
  );
  for (const preview of previews) {
    const response = await fetch(origin + preview);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${preview} answered ${response.status}`);
  }
}

/** Stores an event next week with a flyer, as the organiser `cookie`; answers its page's path. */
export async function seedFlyerEvent(origin: string, cookie: string): Promise<string> {
  const form = new FormData();
  form.append("fileId", "unique()");
  form.append("file", new File([new Uint8Array(await flyerPhoto())], "IMG_0042.jpg"));
  // Saved, so anyone may see it (decisions 0126 and 0134: what a save uses is public, and only that).
  form.append("permissions[]", PUBLIC_READ);
  const uploaded = await fetch(`${origin}/v1/storage/buckets/club_images/files`, {
    method: "POST",
    headers: { ...project, Cookie: cookie },
    body: form,
  });
  const file: unknown = await uploaded.json();
  if (uploaded.status !== 201 || typeof file !== "object" || file === null || !("$id" in file)) {
    throw new Error(`Uploading the flyer answered ${uploaded.status}: ${JSON.stringify(file)}`);
  }
  const week = 7 * 24 * 60 * 60 * 1000;
  const time = new Date(Date.now() + week);
  await postJson(`${origin}/v1/databases/offbranch/collections/club_events/documents`, cookie, {
    documentId: EVENT_ID,
    data: {
      title: "Pride Prom",
      time: time.toISOString(),
      end: new Date(time.getTime() + 3 * 60 * 60 * 1000).toISOString(),
      location: "The school gym",
      description: "Dress up or come as you are: music, snacks and a photo corner.",
      flyer_file_id: String(file.$id),
      flyer_alt: "A rainbow gradient poster with the words Pride Prom",
      flyer_width: WIDTH,
      flyer_height: HEIGHT,
    },
    permissions: [PUBLIC_READ],
  });
  const path = `/events/${EVENT_ID}`;
  await warmPreviews(origin, path);
  return path;
}
