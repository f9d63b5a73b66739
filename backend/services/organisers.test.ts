import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { AppwriteError } from "../errors/appwrite-error.ts";
import { loadProjectSchema } from "../schema/load-project-schema.ts";
import { passwordHashOptions, setPasswordHashing } from "../security/password-hash.ts";
import { openSqliteStore } from "../storage/sqlite/open.ts";
import type { Store } from "../storage/store.ts";
import { createUser } from "./account/accounts.ts";
import { acceptInvitation, createSetupLink, getInvitationStatus } from "./organiser-invitations.ts";
import type { OrganiserDeps } from "./organisers.ts";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const now = new Date("2026-09-01T12:00:00.000Z");

let dataDir: string;
let store: Store;
let deps: OrganiserDeps;

function linkParts(link: string | null) {
  const { searchParams } = new URL(link ?? "https://missing.example");
  return {
    invitationId: searchParams.get("invitation") ?? "",
    secret: searchParams.get("secret") ?? "",
  };
}

async function errorTypeOf(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  return error instanceof AppwriteError ? error.type : `no AppwriteError: ${String(error)}`;
}

beforeAll(() => {
  // The cheapest argon2id: these rules are about links, not hashing.
  setPasswordHashing({ memoryCost: 8, timeCost: 1, parallelism: 1 });
});

// Test processes outlive one file: the next one finds the production cost again.
afterAll(() => setPasswordHashing(passwordHashOptions));

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "organisers-service-"));
  store = openSqliteStore(dataDir, loadProjectSchema(path.join(projectRoot, "appwrite.json")));
  deps = {
    accounts: store.accounts,
    organisers: store.organisers,
    mailer: { sendEmail: async () => {} },
    brandName: "Test Club",
    publicUrl: "https://pride.example.org",
    now: () => now,
  };
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const robin = { email: "robin@school.example", name: "Robin", password: "a long passphrase" };

describe("the setup link", () => {
  test("is on PUBLIC_URL, and a new one retires the previous one nobody used", async () => {
    const first = await createSetupLink(deps);
    const second = await createSetupLink(deps);

    expect(second).toMatch(
      /^https:\/\/pride\.example\.org\/welcome\?invitation=\w+&secret=\w{64}$/,
    );
    expect(
      await errorTypeOf(
        getInvitationStatus(deps, linkParts(first).invitationId, linkParts(first).secret),
      ),
    ).toBe("team_invite_not_found");
    const { invitationId, secret } = linkParts(second);
    expect(await getInvitationStatus(deps, invitationId, secret)).toEqual({
      status: "valid",
      email: "",
    });
  });

  test("stops working once an organiser exists, even one made with npm run users", async () => {
    const { invitationId, secret } = linkParts(await createSetupLink(deps));
    await createUser(deps, { ...robin, labels: ["admin"] });

    expect(
      await errorTypeOf(
        acceptInvitation(deps, { invitationId, secret, ...robin, email: "x@school.example" }),
      ),
    ).toBe("membership_already_confirmed");
    expect(await createSetupLink(deps)).toBeNull();
  });

  test("keeps working after a try the server refused (a short password)", async () => {
    const { invitationId, secret } = linkParts(await createSetupLink(deps));

    expect(
      await errorTypeOf(
        acceptInvitation(deps, { invitationId, secret, ...robin, password: "short" }),
      ),
    ).toBe("general_argument_invalid");
    expect(await getInvitationStatus(deps, invitationId, secret)).toEqual({
      status: "valid",
      email: "",
    });
    const user = await acceptInvitation(deps, { invitationId, secret, ...robin });
    expect(user).toMatchObject({ email: robin.email, labels: ["admin"], emailVerification: true });
  });
});
