import { AuthenticatorType } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import {
  acceptInvitation,
  cancelInvitation,
  getInvitationStatus,
  inviteOrganiser,
  listInvitations,
  listOrganiserChanges,
  removeOrganiser,
} from "../../support/organisers.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { totpCode } from "../../support/totp.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";

// Organisers' invitations (decision 0069): listed and cancelled on the Organisers screen, voided
// when their sender is removed, and an address's earlier account leaves nothing behind.

let server: TestServer;
const DAY = 24 * 60 * 60 * 1000;
const inviteNotFound = { code: 404, type: "team_invite_not_found" };

beforeAll(async () => {
  // SIGNUPS=open: anyone may already hold an account for an address an organiser invites.
  server = await startTestServer({ withSite: true, signupsOpen: true });
});

afterAll(() => server.stop());

let addresses = 0;
const newAddress = (name: string) => `${name}-${++addresses}-${Date.now()}@school.example`;

/** The invitation link's parts, from the newest email to `email`. */
async function linkTo(email: string): Promise<{ invitationId: string; secret: string }> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      text = (await readOutbox(server.dataDir)).findLast((mail) => mail.to === email)?.text;
      return text;
    })
    .toBeDefined();
  const link = new URL(/https?:\/\/\S+/.exec(text ?? "")?.[0] ?? "http://missing.example");
  return {
    invitationId: link.searchParams.get("invitation") ?? "",
    secret: link.searchParams.get("secret") ?? "",
  };
}

const accept = (link: { invitationId: string; secret: string }, name: string) =>
  acceptInvitation(server, link, {
    email: "",
    name,
    password: "a long new passphrase",
  });

describe("the club's name in an invitation", () => {
  test("an invitation sent after an organiser renames the club carries the new name", async () => {
    const robin = await signedInAdmin(server);
    await robin.databases.updateDocument({
      databaseId: "offbranch",
      collectionId: "club_settings",
      documentId: "club",
      data: { club_name: "Riverside Rainbow Alliance" },
    });
    const invited = newAddress("renamed");
    await inviteOrganiser(server, robin, invited);
    await linkTo(invited);
    const mail = (await readOutbox(server.dataDir)).findLast((each) => each.to === invited);
    expect(mail?.kind === "email" && mail.subject).toContain("Riverside Rainbow Alliance");
    expect(mail?.text).toContain("Riverside Rainbow Alliance");
    expect(mail?.text).not.toContain("Maple Ridge Pride Club");
  });
});

describe("pending invitations", () => {
  test("an organiser sees who was invited, by whom and until when, and cancels one so its link stops working", async () => {
    const robin = await signedInAdmin(server);
    const [first, second] = [newAddress("first"), newAddress("second")];
    await inviteOrganiser(server, robin, first);
    await inviteOrganiser(server, robin, second);
    const firstLink = await linkTo(first);

    const pending = (await listInvitations(server, robin)).filter((invitation) =>
      [first, second].includes(invitation.email),
    );
    expect(pending.map((invitation) => invitation.email)).toEqual([first, second]);
    for (const invitation of pending) {
      expect(invitation).toMatchObject({
        inviterName: "Test Organiser",
        inviterEmail: robin.email,
      });
      // Sent (Appwrite's $createdAt) a moment after the server set its week: within a second.
      const lasts = Date.parse(invitation.expire) - Date.parse(invitation.$createdAt);
      expect(Math.abs(lasts - 7 * DAY)).toBeLessThan(1000);
    }

    await cancelInvitation(server, robin, pending[0]?.$id ?? "");

    const after = (await listInvitations(server, robin)).map((invitation) => invitation.email);
    expect(after).toContain(second);
    expect(after).not.toContain(first);
    await expect(getInvitationStatus(server, firstLink)).rejects.toMatchObject(inviteNotFound);
    await expect(accept(firstLink, "Too Late")).rejects.toMatchObject(inviteNotFound);
    await expect(cancelInvitation(server, robin, pending[0]?.$id ?? "")).rejects.toMatchObject(
      inviteNotFound,
    );
    const [newest] = await listOrganiserChanges(server, robin);
    expect(newest).toMatchObject({
      action: "cancelled",
      actorEmail: robin.email,
      subjectEmail: first,
    });
  });

  test("a member who is not an organiser can neither list nor cancel invitations", async () => {
    const robin = await signedInAdmin(server);
    const invited = newAddress("invited");
    await inviteOrganiser(server, robin, invited);
    const [invitation] = (await listInvitations(server, robin)).filter(
      (pending) => pending.email === invited,
    );
    const member = await signedInUser(server);
    const refused = { code: 401, type: "user_unauthorized" };
    await expect(listInvitations(server, member)).rejects.toMatchObject(refused);
    await expect(cancelInvitation(server, member, invitation?.$id ?? "")).rejects.toMatchObject(
      refused,
    );
    await expect(getInvitationStatus(server, await linkTo(invited))).resolves.toMatchObject({
      status: "valid",
    });
  });

  test("a removed organiser cannot come back through an invitation they sent before removal", async () => {
    const robin = await signedInAdmin(server);
    const sam = await signedInAdmin(server);
    const samsOtherAddress = newAddress("sam-other");
    await inviteOrganiser(server, sam, samsOtherAddress);
    const link = await linkTo(samsOtherAddress);
    const samId = (await sam.account.get()).$id;

    await removeOrganiser(server, robin, samId);

    await expect(accept(link, "Sam Again")).rejects.toMatchObject(inviteNotFound);
    const emails = (await listInvitations(server, robin)).map((invitation) => invitation.email);
    expect(emails).not.toContain(samsOtherAddress);
    const [newest] = await listOrganiserChanges(server, robin);
    expect(newest).toMatchObject({
      action: "cancelled",
      actorEmail: robin.email,
      subjectEmail: samsOtherAddress,
    });
  });
});

describe("an invitation to an address that already has an account", () => {
  async function someoneWhoSignedUp(): Promise<SdkUser & { email: string; id: string }> {
    const email = newAddress("pat");
    const pat = sdkUser(server);
    await pat.account.create({
      userId: "unique()",
      email,
      password: "pat's own password",
      name: "Pat",
    });
    await pat.account.createEmailPasswordSession({ email, password: "pat's own password" });
    await pat.account.updatePrefs({ prefs: { theme: "dark", note: "Pat's" } });
    const { secret } = await pat.account.createMfaAuthenticator({ type: AuthenticatorType.Totp });
    await pat.account.updateMfaAuthenticator({
      type: AuthenticatorType.Totp,
      otp: totpCode(secret),
    });
    await pat.account.createMfaRecoveryCodes();
    await pat.account.updateMFA({ mfa: true });
    return { ...pat, email, id: (await pat.account.get()).$id };
  }

  test("makes a new organiser account with nothing of the previous holder's, who is signed out", async () => {
    const pat = await someoneWhoSignedUp();
    const robin = await signedInAdmin(server);
    await inviteOrganiser(server, robin, pat.email);

    await accept(await linkTo(pat.email), "Pat Organiser");

    await expect(pat.account.get()).rejects.toMatchObject({ code: 401 });
    const organiser = sdkUser(server);
    await organiser.account.createEmailPasswordSession({
      email: pat.email,
      password: "a long new passphrase",
    });
    const account = await organiser.account.get();
    expect(account).toMatchObject({
      name: "Pat Organiser",
      prefs: {},
      mfa: false,
      labels: ["admin"],
      emailVerification: true,
      targets: [],
    });
    expect(account.$id).not.toBe(pat.id);
    expect(await organiser.account.listMfaFactors()).toMatchObject({
      totp: false,
      recoveryCode: false,
    });
    expect((await organiser.account.listIdentities()).total).toBe(0);
    await expect(
      sdkUser(server).account.createEmailPasswordSession({
        email: pat.email,
        password: "pat's own password",
      }),
    ).rejects.toMatchObject({ code: 401, type: "user_invalid_credentials" });
  });

  test("a second link for an address that became an organiser meanwhile is refused with a clear message, and the organiser kept", async () => {
    const robin = await signedInAdmin(server);
    const taken = newAddress("taken");
    await inviteOrganiser(server, robin, taken);
    const firstLink = await linkTo(taken);
    await inviteOrganiser(server, robin, taken);
    const secondLink = await linkTo(taken);
    await accept(firstLink, "Taken");

    await expect(
      acceptInvitation(server, secondLink, {
        email: "",
        name: "Someone Else",
        password: "another long passphrase",
      }),
    ).rejects.toMatchObject({
      code: 409,
      type: "user_already_exists",
      message: `${taken} is already an organiser: sign in with this address instead.`,
    });
    const organiser = sdkUser(server);
    await organiser.account.createEmailPasswordSession({
      email: taken,
      password: "a long new passphrase",
    });
    expect(await organiser.account.get()).toMatchObject({ name: "Taken", labels: ["admin"] });
  });
});
