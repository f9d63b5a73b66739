import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ID } from "appwrite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { runUsersCommand } from "../../../cli/users-command.ts";
import { acceptInvitation, getInvitationStatus } from "../../support/organisers.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer } from "../../support/test-server.ts";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "users-command-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command in this process, with DATA_DIR pointing at the test's folder: what
 * `npm run users -- …` runs, without paying a second to start tsx each time. cli/users.ts only
 * hands it argv, the environment and the console; the last test goes through that process.
 */
async function users(...args: string[]): Promise<CommandResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runUsersCommand(
    args,
    { DATA_DIR: dataDir },
    { log: (line) => stdout.push(`${line}\n`), error: (line) => stderr.push(`${line}\n`) },
  );
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}

/**
 * The real command in a child process, as `npm run users -- …` runs it (through tsx's loader
 * directly: npx would first spend a second looking tsx up).
 */
async function usersProcess(...args: string[]): Promise<CommandResult> {
  try {
    const command = ["--import", "tsx", "cli/users.ts", ...args];
    const { stdout, stderr } = await run(process.execPath, command, {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    if (error instanceof Error && "code" in error && typeof error.code === "number") {
      const output = { stdout: Reflect.get(error, "stdout"), stderr: Reflect.get(error, "stderr") };
      return { code: error.code, stdout: String(output.stdout), stderr: String(output.stderr) };
    }
    throw error;
  }
}

describe("npm run users", () => {
  test("an organiser creates an admin, lists users and changes labels", async () => {
    const created = await users(
      "create",
      "--email",
      "Lead@Example.org",
      "--password",
      "password123",
      "--name",
      "Lead",
      "--label",
      "admin",
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /Created user [0-9a-f]{20} \(lead@example\.org\) with labels: admin\./,
    );

    const removed = await users("label", "--email", "lead@example.org", "--remove", "admin");
    expect(removed.stdout).toContain("lead@example.org now has labels: (none).");
    const added = await users("label", "--email", "LEAD@example.org", "--add", "admin");
    expect(added.stdout).toContain("lead@example.org now has labels: admin.");

    const listed = await users("list");
    expect(listed.code).toBe(0);
    const [header, row] = listed.stdout.trim().split("\n");
    expect(header).toMatch(/^ID\s+EMAIL\s+NAME\s+LABELS$/);
    expect(row).toMatch(/^[0-9a-f]{20}\s+lead@example\.org\s+Lead\s+admin$/);
    expect(listed.stdout).not.toContain("argon2");
  });

  test.each([
    {
      name: "an email that is taken",
      args: ["create", "--email", "taken@example.org", "--password", "password123"],
      code: 1,
      message: "users: A user with the same id, email, or phone already exists in this project.",
    },
    {
      name: "a short password",
      args: ["create", "--email", "new@example.org", "--password", "short"],
      code: 1,
      message:
        "users: Invalid `password` param: Password must be between 8 and 256 characters long.",
    },
    {
      name: "an unknown email to label",
      args: ["label", "--email", "nobody@example.org", "--add", "admin"],
      code: 1,
      message: "users: No user has the email nobody@example.org.",
    },
    {
      name: "an unknown command",
      args: ["delete"],
      code: 2,
      message: 'users: Unknown command "delete".',
    },
    {
      name: "a missing --email",
      args: ["create", "--password", "password123"],
      code: 2,
      message: "users: --email is required.",
    },
    {
      name: "an unknown option",
      args: ["list", "--all"],
      code: 2,
      message: "users: Unknown option '--all'",
    },
  ])(
    "$name fails with exit code $code, a clear message and no stack trace",
    async ({ args, code, message }) => {
      await users("create", "--email", "taken@example.org", "--password", "password123");
      const result = await users(...args);
      expect(result.code).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/^\s+at /m);
    },
  );

  test("a user created while the server runs can sign in at once, with the admin label", async () => {
    const server = await startTestServer({ dataDir });
    try {
      const created = await users(
        "create",
        "--email",
        "lead@example.org",
        "--password",
        "password123",
        "--label",
        "admin",
      );
      expect(created.code).toBe(0);
      const lead = sdkUser(server);
      await lead.account.createEmailPasswordSession("lead@example.org", "password123");
      expect((await lead.account.get()).labels).toEqual(["admin"]);
    } finally {
      await server.stop();
    }
  });
});

describe("npm run users -- setup-link", () => {
  test("while the server runs and nobody is an organiser, prints a new one-time link that works, and stops the one the start logged", async () => {
    const logged: string[] = [];
    const server = await startTestServer({
      dataDir,
      withSite: true,
      log: (line) => logged.push(line),
    });
    try {
      const linkIn = (text: string) => {
        const link = new URL(/http:\/\/\S+\/welcome\?\S+/.exec(text)?.[0] ?? "http://missing");
        return {
          invitationId: link.searchParams.get("invitation") ?? "",
          secret: link.searchParams.get("secret") ?? "",
        };
      };
      const started = linkIn(logged.join("\n"));
      const printed = await users("setup-link");
      expect(printed).toMatchObject({ code: 0, stderr: "" });
      expect(printed.stdout).toContain("one-time link");
      const fresh = linkIn(printed.stdout);
      expect(fresh.invitationId).not.toBe(started.invitationId);
      await expect(getInvitationStatus(server, started)).rejects.toMatchObject({
        type: "team_invite_not_found",
      });
      await acceptInvitation(server, fresh, {
        email: "first@example.org",
        name: "First",
        password: "a long passphrase",
      });
      const first = sdkUser(server);
      await first.account.createEmailPasswordSession("first@example.org", "a long passphrase");
      expect((await first.account.get()).labels).toEqual(["admin"]);

      // Once there is an organiser, there is no setup link to print.
      const again = await users("setup-link");
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already has an organiser");
    } finally {
      await server.stop();
    }
  });
});

describe("npm run users -- label on an account made by signing up", () => {
  const email = "lead@example.org";

  test("an unverified account is not promoted without --unverified-ok, and is with it", async () => {
    const server = await startTestServer({ dataDir });
    try {
      await sdkUser(server).account.create({ userId: ID.unique(), email, password: "password123" });

      const refused = await users("label", "--email", email, "--add", "admin");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Nobody has proved that ${email} belongs to whoever made`);
      expect(refused.stderr).toContain("--unverified-ok");
      expect((await users("list")).stdout).not.toContain("admin");

      const confirmed = await users("label", "--email", email, "--add", "admin", "--unverified-ok");
      expect(confirmed.code).toBe(0);
      expect(confirmed.stdout).toContain(`${email} now has labels: admin.`);
    } finally {
      await server.stop();
    }
  });

  test("an account whose owner verified the address is promoted without the flag", async () => {
    const server = await startTestServer({ dataDir });
    try {
      const owner = sdkUser(server);
      await owner.account.create({ userId: ID.unique(), email, password: "password123" });
      await owner.account.createEmailPasswordSession({ email, password: "password123" });
      await owner.account.createVerification({ url: `${server.url}/verify` });
      const mail = (await readOutbox(dataDir)).findLast((message) => message.to === email);
      const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://missing/");
      await owner.account.updateVerification({
        userId: link.searchParams.get("userId") ?? "",
        secret: link.searchParams.get("secret") ?? "",
      });

      const promoted = await users("label", "--email", email, "--add", "admin");
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toContain(`${email} now has labels: admin.`);
    } finally {
      await server.stop();
    }
  });
});

describe("npm run users as a process", () => {
  test("prints to stdout, reports a mistake on stderr without a stack trace, and sets the exit code", async () => {
    const [listed, refused] = await Promise.all([
      usersProcess("list"),
      usersProcess("create", "--password", "password123"),
    ]);
    expect(listed).toEqual({
      code: 0,
      stdout: "No users yet. Create one with: npm run users -- create --email E --password P\n",
      stderr: "",
    });
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("users: --email is required.");
    expect(refused.stderr).not.toMatch(/^\s+at /m);
  });
});
