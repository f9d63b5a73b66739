import { AuthenticationFactor, ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";
import { signInAgain } from "../mfa/mfa-fixtures.ts";
import { memberWithTotp, nextTotpCode } from "../../support/totp.ts";
import { installBrowserGlobals, serverMessages } from "./browser-globals.ts";
import { eventNamed, sessionTokenOf, subscribe, type EventInbox } from "./subscribers.ts";

installBrowserGlobals();

const meetings = "databases.offbranch.collections.club_meetings.documents";
const meeting = { title: "Pride prep", start: "2026-09-01T20:00:00Z", end: "2026-09-01T21:00:00Z" };

let server: TestServer;
let admin: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});

afterAll(() => server.stop());

/** Lets the SDK client authenticate its socket with the session it holds. */
function withSession<T extends SdkUser>(user: T): T {
  user.client.setSession(sessionTokenOf(user));
  return user;
}

/** Publishes a public meeting and waits until `inbox` has it: everything published before it has arrived. */
async function flush(inbox: EventInbox): Promise<void> {
  const marker = await admin.databases.createDocument(
    "offbranch",
    "club_meetings",
    ID.unique(),
    meeting,
    ['read("any")'],
  );
  await inbox.waitFor((event) => event.payload.$id === marker.$id, "the marker meeting");
}

function accountEventsIn(inbox: EventInbox): string[] {
  return inbox.items.flatMap((event) => event.events).filter((name) => name.startsWith("users."));
}

describe("the account channel", () => {
  test("a member hears their session on another device being created and deleted", async () => {
    const member = withSession(await signedInUser(server));
    const { $id: userId } = await member.account.get();
    const { inbox, unsubscribe } = await subscribe(member.client, "account");

    const device = await signInAgain(server, member);
    const session = await device.account.getSession({ sessionId: "current" });
    const created = await eventNamed(inbox, `users.${userId}.sessions.${session.$id}.create`);
    expect(created.channels).toEqual(expect.arrayContaining(["account", `account.${userId}`]));
    expect(created.events).toContain("users.*.sessions.*.create");
    expect(created.payload).toMatchObject({ $id: session.$id, userId, provider: "email" });

    await device.account.deleteSession({ sessionId: "current" });
    await eventNamed(inbox, `users.${userId}.sessions.${session.$id}.delete`);
    await unsubscribe();
  });

  test("a member hears their name change as users.{id}.update.name with the account", async () => {
    const member = withSession(await signedInUser(server));
    const { $id: userId } = await member.account.get();
    const { inbox, unsubscribe } = await subscribe(member.client, "account");
    await member.account.updateName({ name: "Robin" });
    const renamed = await eventNamed(inbox, `users.${userId}.update.name`);
    expect(renamed.channels).toEqual(
      expect.arrayContaining(["account.update", `account.${userId}.update`]),
    );
    expect(renamed.payload).toMatchObject({ $id: userId, name: "Robin" });
    await unsubscribe();
  });

  test("a guest and another member listening to `account` hear nothing of a member's account", async () => {
    const member = await signedInUser(server);
    const listeners = [
      await subscribe(sdkUser(server).client, ["account", meetings]),
      await subscribe(withSession(await signedInUser(server)).client, ["account", meetings]),
    ];
    await member.account.updateName({ name: "Private Name" });
    await member.account.deleteSessions();
    for (const { inbox, unsubscribe } of listeners) {
      await flush(inbox);
      expect(accountEventsIn(inbox)).toEqual([]);
      await unsubscribe();
    }
  });
});

describe("a session that still owes its second factor", () => {
  test("is told so and hears nothing private until it completes the challenge", async () => {
    const member = await memberWithTotp(server);
    await member.account.updateMFA({ mfa: true });
    const device = withSession(await signInAgain(server, member));
    const from = serverMessages.items.length;
    const { inbox, unsubscribe } = await subscribe(device.client, ["account", meetings]);
    const refusal = await serverMessages.waitFor((m) => m.type === "error", "the refusal", from);
    expect(refusal.data).toMatchObject({ code: 401 });

    await member.account.updateName({ name: "Before the challenge" });
    await flush(inbox);
    expect(accountEventsIn(inbox)).toEqual([]);

    const challenge = await device.account.createMFAChallenge({
      factor: AuthenticationFactor.Totp,
    });
    await device.account.updateMFAChallenge({
      challengeId: challenge.$id,
      otp: nextTotpCode(member.secret),
    });
    await member.account.updateName({ name: "After the challenge" });
    const renamed = await eventNamed(inbox, `users.${member.userId}.update.name`);
    expect(renamed.payload).toMatchObject({ name: "After the challenge" });
    await unsubscribe();
  });
});
