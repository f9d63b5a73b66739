import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { projectRoot } from "../../server/project-root.ts";
import { freePort } from "../support/caddy.ts";
import {
  containerTools,
  missingTools,
  mustRun,
  REQUIRED_TOOLS,
  RUN_OPTIONS,
  type ContainerTools,
} from "./container-tools.ts";

// The image itself, built from deploy/image/Dockerfile and run as a host runs it (decision 0152):
// a fresh volume, the setup link in the log, a page and /v1 answering, a restart keeping the data,
// and a start of a newer image on an older volume backing it up and migrating it.
const BASE = "localhost/pride-club-node:20";
const IMAGE = "localhost/pride-club-site:test";
/** The same image with the data model of an older version, for the upgrade. */
const OLDER_IMAGE = "localhost/pride-club-site:older";

let folder: string;
let tools: ContainerTools;
/** The site on a fresh volume, started by the first test and restarted by the second. */
let fresh: Site;

beforeAll(async () => {
  if (process.getuid?.() !== 0) {
    throw new Error("Building and running the image needs root, as CI has (decision 0152).");
  }
  const missing = missingTools();
  if (missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(", ")}: install them with apt-get install ${REQUIRED_TOOLS.join(" ")} (as .ci/run does).`,
    );
  }
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-image-"));
  tools = containerTools(folder);
  const baseTar = path.join(folder, "base.tar");
  await mustRun(path.join(projectRoot, "deploy", "image", "debian-base.sh"), [baseTar]);
  await tools.podman(["import", baseTar, BASE]);
  fs.rmSync(baseTar);
  // Docker's format: OCI's has no HEALTHCHECK, and podman would run none.
  await tools.buildah(
    [
      "bud",
      "--format",
      "docker",
      "--isolation",
      "chroot",
      "--layers=false",
      "--build-arg",
      `NODE_IMAGE=${BASE}`,
      "--file",
      "deploy/image/Dockerfile",
      "--tag",
      IMAGE,
      ".",
    ],
    projectRoot,
  );
  const size = Number(await tools.podman(["image", "inspect", "--format", "{{.Size}}", IMAGE]));
  console.log(
    `Image size (uncompressed, as \`docker images\` shows it): ${Math.round(size / 1e6)} MB`,
  );
  await commitOlderImage();
}, 1_200_000);

afterAll(async () => {
  await tools?.removeAll();
}, 120_000);

/**
 * The built image with the data model of an older release: the club's events without their time
 * index, which the newer one adds (a migration step that any older site runs without).
 */
async function commitOlderImage(): Promise<void> {
  const schema = JSON.parse(fs.readFileSync(path.join(projectRoot, "appwrite.json"), "utf8")) as {
    collections: { $id: string; indexes: { key: string }[] }[];
  };
  const older = path.join(folder, "older-appwrite.json");
  fs.writeFileSync(
    older,
    JSON.stringify({
      ...schema,
      collections: schema.collections.map((collection) =>
        collection.$id === "club_events"
          ? { ...collection, indexes: collection.indexes.filter(({ key }) => key !== "time_asc") }
          : collection,
      ),
    }),
  );
  const container = (await tools.buildah(["from", IMAGE])).trim().split("\n").at(-1) ?? "";
  await tools.buildah(["copy", "--chown", "0:0", container, older, "/app/appwrite.json"]);
  await tools.buildah(["commit", "--format", "docker", container, OLDER_IMAGE]);
  await tools.buildah(["rm", container]);
}

interface Site {
  name: string;
  origin: string;
  /** Everything the container printed so far. */
  log(): Promise<string>;
  /** `docker compose exec site …`: a command inside the running container, as its user. */
  exec(args: string[]): Promise<string>;
}

async function runSite(name: string, image: string, volume: string): Promise<Site> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await tools.podman([
    "run",
    "--detach",
    "--name",
    name,
    ...RUN_OPTIONS,
    "--env",
    `PORT=${port}`,
    "--env",
    `PUBLIC_URL=${origin}`,
    "--volume",
    `${volume}:/data`,
    image,
  ]);
  return {
    name,
    origin,
    log: () => tools.podman(["logs", name]),
    exec: (args) => tools.podman(["exec", name, ...args]),
  };
}

async function pageStatus(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

/**
 * Waits for the home page, and says how long that took from `startedAt`. A container that stops
 * first fails at once, with its status and log.
 */
async function firstPage(site: Site, startedAt: number): Promise<number> {
  const answered = expect
    .poll(() => pageStatus(`${site.origin}/`), {
      timeout: 90_000,
      message: `the home page of the container ${site.name} did not answer 200`,
    })
    .toBe(200)
    .then(() => null);
  const stopped = tools.tryPodman(["wait", site.name]).then(({ output }) => output.trim());
  const stoppedWith = await Promise.race([answered, stopped]);
  if (stoppedWith !== null) {
    throw new Error(
      `The container ${site.name} stopped (status ${stoppedWith}) before its first page:\n${await site.log()}`,
    );
  }
  return Date.now() - startedAt;
}

describe("the image, built from deploy/image/Dockerfile and run by podman", () => {
  test("a fresh volume: the setup link in the log, a page and /v1 answer, the health check passes", async () => {
    await tools.podman(["volume", "create", "fresh"]);
    const startedAt = Date.now();
    fresh = await runSite("fresh", IMAGE, "fresh");
    const site = fresh;
    console.log(
      `Cold start of the image to the first page: ${await firstPage(site, startedAt)} ms`,
    );

    const log = await site.log();
    expect(log).toContain("New data folder");
    expect(log).toMatch(/open this one-time link[\s\S]*\/welcome\?invitation=/);
    const api = await fetch(`${site.origin}/v1/account`, {
      headers: { "X-Appwrite-Project": "pride-club" },
    });
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ type: "general_unauthorized_scope" });
    // The Dockerfile's HEALTHCHECK, as the host's runtime runs it.
    expect((await tools.tryPodman(["healthcheck", "run", site.name])).code).toBe(0);
    // The command docs/deploy/docker.md gives for a lost link, inside the container.
    expect(await site.exec(["node", "build/node/cli/users.js", "setup-link"])).toMatch(
      /\/welcome\?invitation=/,
    );
    // The image's user owns the volume's data, readable by no one else.
    expect(await site.exec(["stat", "-c", "%U %a", "/data"])).toBe("node 700\n");
  }, 180_000);

  test("a restart keeps the data: the organiser made inside the container is still there", async () => {
    const site = fresh;
    await site.exec([
      "node",
      "build/node/cli/users.js",
      "create",
      "--email",
      "lead@school.example",
      "--password",
      "a long passphrase here",
      "--label",
      "admin",
    ]);
    const before = (await site.log()).length;

    await tools.podman(["restart", "--time", "10", site.name]);

    await expect
      .poll(async () => (await site.log()).slice(before), { timeout: 90_000 })
      .toContain("Pride club site:");
    const afterRestart = (await site.log()).slice(before);
    expect(afterRestart).not.toContain("New data folder");
    expect(afterRestart).not.toContain("one-time link");
    expect(await site.exec(["node", "build/node/cli/users.js", "list"])).toContain(
      "lead@school.example",
    );
  }, 180_000);

  test("a newer image on an older volume backs it up, migrates it, and keeps the organiser", async () => {
    await tools.podman(["volume", "create", "upgraded"]);
    const older = await runSite("older", OLDER_IMAGE, "upgraded");
    await firstPage(older, Date.now());
    await older.exec([
      "node",
      "build/node/cli/users.js",
      "create",
      "--email",
      "lead@school.example",
      "--password",
      "a long passphrase here",
      "--label",
      "admin",
    ]);
    await tools.podman(["rm", "--force", "--time", "10", older.name]);

    // "Pull and restart": the newer image on the same volume.
    const newer = await runSite("newer", IMAGE, "upgraded");
    await firstPage(newer, Date.now());

    const log = await newer.log();
    expect(log).toMatch(
      /The data folder is from an older version: backed up to \/data\/backups\/pride-club-backup-.+-before-upgrade\.tar\.gz/,
    );
    expect(log).not.toContain("New data folder");
    expect(await newer.exec(["ls", "/data/backups"])).toMatch(/-before-upgrade\.tar\.gz/);
    expect(await newer.exec(["node", "build/node/cli/users.js", "list"])).toContain(
      "lead@school.example",
    );
  }, 240_000);
});
