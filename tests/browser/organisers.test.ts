import { describe, it } from "vitest";
import { inviteOrganiser } from "../support/organisers.ts";
import { readOutbox } from "../../backend/mail/outbox.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  PHONE,
  useBrowserWorld,
} from "../support/browser-world.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { recordState } from "../support/record-state.ts";
import { saveScreenshot } from "./site-fixtures.ts";
import { expectCount, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { expectStatus } from "./account-fixtures.ts";

const logged: string[] = [];

describe("organisers, from the first one to a team, without a shell", () => {
  // The shipped default: nobody may sign up; only the links make accounts.
  const world = useBrowserWorld({ signupsOpen: false, log: (line) => logged.push(line) });

  it("the setup link makes the first organiser, who invites a second by email and removes them again", async () => {
    const setupLink = /http:\/\/\S+\/welcome\?\S+/.exec(logged.join("\n"))?.[0] ?? "missing";
    const robin = await openBrowserPage(world);
    const { page } = robin;

    await page.goto(setupLink);
    await expectVisible(
      page.getByRole("heading", { level: 1, name: "Set up the first organiser" }),
    );
    await recordState(page, "organisers-setup-link");
    await page.getByLabel("Email").fill("robin@school.example");
    await page.getByLabel("Your name").fill("Robin");
    await page.getByLabel("New password", { exact: true }).fill("a long rainbow passphrase");
    await page.getByLabel("Confirm new password").fill("a long rainbow passphrase");
    await page.getByRole("button", { name: "Create my organiser account" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));

    await page.getByRole("link", { name: "Organisers" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Organisers" }));
    // Drawn by the site's server: React is not on the page.
    await expectCount(page.locator("html[data-hydrates]"), 0, "React hydrating the screen");
    await page.getByLabel("Their email address").fill("sam@school.example");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectStatus(page, "Invitation sent.");
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin invited sam@school\.example/,
    );

    const mails = await readOutbox(world.server.dataDir);
    const invitation = mails.findLast((message) => message.to === "sam@school.example");
    const invitationLink = /http:\/\/\S+\/welcome\?\S+/.exec(invitation?.text ?? "")?.[0] ?? "";
    const sam = await openBrowserPage(world);
    await sam.page.goto(invitationLink);
    await expectVisible(sam.page.getByRole("heading", { level: 1, name: "Become an organiser" }));
    await sam.page.getByLabel("Your name").fill("Sam");
    await sam.page.getByLabel("New password", { exact: true }).fill("sam's own passphrase");
    await sam.page.getByLabel("Confirm new password").fill("sam's own passphrase");
    await sam.page.getByRole("button", { name: "Create my organiser account" }).click();
    await expectVisible(sam.page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await sam.close();

    await page.reload();
    const samCard = page
      .getByRole("region", { name: "Organisers" })
      .getByRole("listitem")
      .filter({ hasText: "sam@school.example" });
    await expectText(samCard, /Two-factor\s*Off/);
    await expectText(samCard, /Last active\s*\w+ \d+, \d{4}/);
    await recordState(page, "organisers-screen");
    await page.getByRole("button", { name: "Remove Sam as organiser" }).click();
    await expectVisible(page.getByRole("dialog", { name: "Remove Sam?" }));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "organisers-remove-question");
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "Organiser removed.");
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin removed sam@school\.example as organiser/,
    );

    // Robin is the last organiser now: the server would refuse to let the club lose its only
    // one, so stepping down is not offered, and the screen says why, to Robin.
    const organisers = page.getByRole("region", { name: "Organisers" });
    await expectVisible(
      organisers.getByText(
        "You are the only organiser, so you cannot step down: invite someone first.",
      ),
    );
    await expectCount(organisers.getByRole("button"), 0);

    await page.goto(setupLink);
    await expectText(page.getByRole("alert"), /This link has already been used/);
    await robin.close();
  });
});

describe("pending invitations on a phone", () => {
  const world = useBrowserWorld({ signupsOpen: false });

  it("an organiser on a phone sees who was invited, by whom and until when, and cancels one whose link then stops working", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const sam = await createTestAccount(world.server, { labels: ["admin"], name: "Sam Sender" });
    const samsSdk = await signedInSdk(world.server, sam);
    await inviteOrganiser(world.server, samsSdk, "alex@school.example");
    await inviteOrganiser(world.server, samsSdk, "jo@school.example");
    const visit = await openBrowserPage(world, { viewport: PHONE, signedInAs: robin });
    const { page } = visit;

    await page.goto(`${world.server.url}/admin/organisers`);
    const pending = page.getByRole("region", { name: "Pending invitations" });
    const alex = pending.getByRole("listitem").filter({ hasText: "alex@school.example" });
    await expectText(alex, /Invited by\s*Sam Sender/);
    await expectText(alex, /Sent\s*\w+ \d+, \d{4}/);
    await expectText(alex, /Link expires\s*\w+ \d+, \d{4}/);
    await expectCount(pending.getByRole("listitem"), 2);
    await recordState(page, "organisers-pending-invitations");

    await page.setViewportSize(PHONE);
    await pending
      .getByRole("button", { name: "Cancel the invitation to alex@school.example" })
      .click();
    await expectStatus(page, "Invitation cancelled.");
    await expectCount(alex, 0);
    await expectCount(pending.getByRole("listitem"), 1);
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin Organiser cancelled the invitation to alex@school\.example/,
    );

    const mails = await readOutbox(world.server.dataDir);
    const invitation = mails.findLast((message) => message.to === "alex@school.example");
    const link = /http:\/\/\S+\/welcome\?\S+/.exec(invitation?.text ?? "")?.[0] ?? "missing";
    const alexVisit = await openBrowserPage(world, { viewport: PHONE });
    alexVisit.expectConsoleError(failedSiteRequest(404, "/welcome/api"));
    await alexVisit.page.goto(link);
    await expectText(alexVisit.page.getByRole("alert"), /This link isn't valid/);
    await alexVisit.close();
    await visit.close();
  });
});
