import { AppwriteException } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import {
  acceptInvitation,
  getInvitationStatus,
  inviteOrganiser,
  listOrganiserChanges,
  listOrganisers,
  removeOrganiser,
} from "../../support/organisers.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

const PUBLIC_URL = "https://pride.example.org";
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the server's clock runs ahead of the real one. */
let clockAhead = 0;
let server: TestServer;
const logged: string[] = [];

/** The invitation or setup link's id and secret, from its address. */
function linkParts(link: string) {
  const { searchParams } = new URL(link);
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
  return error instanceof AppwriteException ? error.type : `no Appwrite error: ${String(error)}`;
}

async function signIn(account: { email: string; password: string }): Promise<SdkUser> {
  const user = sdkUser(server);
  await user.account.createEmailPasswordSession(account);
  return user;
}

beforeAll(async () => {
  // The shipped defaults: sign-ups closed, email and password only.
  server = await startTestServer({
    withSite: true,
    publicUrl: PUBLIC_URL,
    signupsOpen: false,
    authMethods: ["email-password", "jwt"],
    now: () => new Date(Date.now() + clockAhead),
    log: (line) => logged.push(line),
  });
});

afterAll(() => server.stop());

const first = { email: "robin@school.example", name: "Robin", password: "a long passphrase" };
const second = { email: "sam@school.example", name: "Sam", password: "another passphrase" };

describe("the first organiser, without a shell", () => {
  test("the first start logs a one-time setup link on PUBLIC_URL that makes the first organiser once", async () => {
    const link = /https:\/\/pride\.example\.org\/welcome\?\S+/.exec(logged.join("\n"))?.[0] ?? "";
    expect(link).not.toBe("");
    const parts = linkParts(link);

    expect(await getInvitationStatus(server, parts)).toEqual({ status: "valid", email: "" });
    await acceptInvitation(server, parts, first);

    const robin = await signIn(first);
    expect(await robin.account.get()).toMatchObject({ labels: ["admin"], emailVerification: true });
    expect(await getInvitationStatus(server, parts)).toEqual({ status: "used", email: "" });
    expect(await errorTypeOf(acceptInvitation(server, parts, second))).toBe(
      "membership_already_confirmed",
    );
  });

  test("a setup link with a wrong secret is refused and creates nobody", async () => {
    const link = /https:\/\/\S+\/welcome\?\S+/.exec(logged.join("\n"))?.[0] ?? "";
    const parts = { ...linkParts(link), secret: "0".repeat(64) };
    expect(await errorTypeOf(getInvitationStatus(server, parts))).toBe("team_invalid_secret");
  });
});

describe("organisers manage organisers", () => {
  let robin: SdkUser;
  let invitationLink: string;

  beforeAll(async () => {
    robin = await signIn(first);
  });

  test("an organiser invites a new one by email, with sign-ups closed; the link makes them an organiser", async () => {
    await inviteOrganiser(server, robin, second.email);
    const mails = await readOutbox(server.dataDir);
    const mail = mails
      .flatMap((message) => (message.kind === "email" ? [message] : []))
      .findLast((message) => message.to === second.email);
    invitationLink =
      /https:\/\/pride\.example\.org\/welcome\?\S+/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(mail?.subject).toContain("You are invited");
    expect(invitationLink).not.toBe("");
    const parts = linkParts(invitationLink);
    expect(await getInvitationStatus(server, parts)).toEqual({
      status: "valid",
      email: second.email,
    });
    // The address is the invitation's: typing another one changes nothing.
    await acceptInvitation(server, parts, { ...second, email: "someone@else.example" });
    const sam = await signIn(second);
    expect(await sam.account.get()).toMatchObject({
      email: second.email,
      labels: ["admin"],
      emailVerification: true,
    });
  });

  test("the list shows each organiser's name, email, two-factor and last sign-in", async () => {
    const organisers = await listOrganisers(server, robin);
    expect(organisers.map(({ name, email, mfa }) => ({ name, email, mfa }))).toEqual([
      { name: "Robin", email: first.email, mfa: false },
      { name: "Sam", email: second.email, mfa: false },
    ]);
    expect(organisers.every((organiser) => organiser.lastSignIn !== "")).toBe(true);
  });

  test("an invitation opened after it expired says so and makes nobody", async () => {
    await inviteOrganiser(server, robin, "late@school.example");
    const mails = await readOutbox(server.dataDir);
    const mail = mails.findLast((message) => message.to === "late@school.example");
    const parts = linkParts(/https:\/\/\S+\/welcome\?\S+/.exec(mail?.text ?? "")?.[0] ?? "");
    clockAhead = 8 * DAY_MS;
    try {
      expect(await getInvitationStatus(server, parts)).toMatchObject({ status: "expired" });
      expect(await errorTypeOf(acceptInvitation(server, parts, second))).toBe(
        "team_invalid_secret",
      );
    } finally {
      clockAhead = 0;
    }
  });

  test("removing an organiser takes the label off; the last one cannot go", async () => {
    const [, sam] = await listOrganisers(server, robin);
    await removeOrganiser(server, robin, sam?.$id ?? "");
    const remaining = await listOrganisers(server, robin);
    expect(remaining.map((organiser) => organiser.email)).toEqual([first.email]);

    expect(await errorTypeOf(removeOrganiser(server, robin, remaining[0]?.$id ?? ""))).toBe(
      "membership_deletion_prohibited",
    );
  });

  test("every change is recorded: who, what, to whom, when, newest first", async () => {
    const changes = await listOrganiserChanges(server, robin);
    expect(
      changes.map(({ actorName, action, subjectEmail }) => [actorName, action, subjectEmail]),
    ).toEqual([
      ["Robin", "removed", second.email],
      ["Robin", "invited", "late@school.example"],
      ["Sam", "joined", second.email],
      ["Robin", "invited", second.email],
      ["Robin", "joined", first.email],
    ]);
  });

  test("a removed organiser invited again gets the label back on their account, with the password they choose", async () => {
    await inviteOrganiser(server, robin, second.email);
    const mails = await readOutbox(server.dataDir);
    const mail = mails.findLast((message) => message.to === second.email);
    const parts = linkParts(/https:\/\/\S+\/welcome\?\S+/.exec(mail?.text ?? "")?.[0] ?? "");

    await acceptInvitation(server, parts, {
      ...second,
      password: "a fresh passphrase",
    });

    const sam = await signIn({ email: second.email, password: "a fresh passphrase" });
    expect(await sam.account.get()).toMatchObject({ name: "Sam", labels: ["admin"] });
    expect((await listOrganisers(server, robin)).map((organiser) => organiser.email)).toEqual([
      first.email,
      second.email,
    ]);
  });

  test("a member who is not an organiser, and a guest, are refused every organiser operation", async () => {
    const member = await signedInUser(server);
    for (const caller of [member, sdkUser(server)]) {
      expect(await errorTypeOf(listOrganisers(server, caller))).toBe("user_unauthorized");
      expect(await errorTypeOf(listOrganiserChanges(server, caller))).toBe("user_unauthorized");
      expect(await errorTypeOf(inviteOrganiser(server, caller, "x@school.example"))).toBe(
        "user_unauthorized",
      );
      expect(await errorTypeOf(removeOrganiser(server, caller, "anyone"))).toBe(
        "user_unauthorized",
      );
    }
  });
});
