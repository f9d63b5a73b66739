import { describe, it } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  PHONE,
  useBrowserWorld,
} from "../../support/browser-world.ts";
import { inviteOrganiser } from "../../support/organisers.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { eventually, expectCount, expectText, expectVisible } from "../../support/user-sees.ts";
import { createTestAccount, signedInSdk } from "../../support/users.ts";
import { expectStatus } from "../account-fixtures.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// Organisers and invitations in both modes (issue 29): on a real Appwrite they are the site's
// server's work with its key (Users, labels, tokens), not "use the console". The first organiser
// comes from the setup link the start prints, invites a second by email, removes them, and
// pending invitations are listed and cancelled.

const LINK = /http:\/\/\S+\/welcome\?\S+/;

describe.each(BACKEND_MODES)("organisers, on $name", ({ mode }) => {
  const logged: string[] = [];
  // The shipped default: nobody may sign up; only the links make accounts.
  const world = useBrowserWorld({ mode, signupsOpen: false, log: (line) => logged.push(line) });

  it("the setup link makes the first organiser, who invites a second by email and removes them again", async () => {
    // On a real Appwrite the start asks it for organisers first, so the link comes a little later.
    await eventually(() => logged.join("\n")).toMatch(LINK);
    const setupLink = LINK.exec(logged.join("\n"))?.[0] ?? "missing";
    const robin = await openBrowserPage(world);
    const { page } = robin;
    await page.goto(setupLink);
    await expectVisible(
      page.getByRole("heading", { level: 1, name: "Set up the first organiser" }),
    );
    await page.getByLabel("Email").fill("robin@school.example");
    await page.getByLabel("Your name").fill("Robin");
    await page.getByLabel("New password", { exact: true }).fill("a long rainbow passphrase");
    await page.getByLabel("Confirm new password").fill("a long rainbow passphrase");
    await page.getByRole("button", { name: "Create my organiser account" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));

    await page.getByRole("link", { name: "Organisers" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Organisers" }));
    await page.getByLabel("Their email address").fill("sam@school.example");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectStatus(page, "Invitation sent.");
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin invited sam@school\.example/,
    );

    const mails = await readOutbox(world.server.dataDir);
    const invitation = mails.findLast((message) => message.to === "sam@school.example");
    const sam = await openBrowserPage(world);
    await sam.page.goto(LINK.exec(invitation?.text ?? "")?.[0] ?? "missing");
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
    await page.getByRole("button", { name: "Remove Sam as organiser" }).click();
    await expectVisible(page.getByRole("dialog", { name: "Remove Sam?" }));
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "Organiser removed.");
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin removed sam@school\.example as organiser/,
    );
    await expectVisible(
      page
        .getByRole("region", { name: "Organisers" })
        .getByText("You are the only organiser, so you cannot step down: invite someone first."),
    );
    await page.goto(setupLink);
    await expectText(page.getByRole("alert"), /This link has already been used/);
    await robin.close();
  });

  it("an organiser on a phone sees who was invited and by whom, and cancels one whose link then stops working", async () => {
    const sam = await createTestAccount(world.server, { labels: ["admin"], name: "Sam Sender" });
    const samsSdk = await signedInSdk(world.server, sam);
    await inviteOrganiser(world.server, samsSdk, "alex@school.example");
    await inviteOrganiser(world.server, samsSdk, "jo@school.example");
    const session = await signInThroughTheForm(world, await newOrganiser(world));
    const visit = await session.openPage({ viewport: PHONE });
    const { page } = visit;

    await page.goto(`${world.server.url}/admin/organisers`);
    const pending = page.getByRole("region", { name: "Pending invitations" });
    const alex = pending.getByRole("listitem").filter({ hasText: "alex@school.example" });
    await expectText(alex, /Invited by\s*Sam Sender/);
    await expectText(alex, /Link expires\s*\w+ \d+, \d{4}/);
    await expectCount(pending.getByRole("listitem"), 2);
    await pending
      .getByRole("button", { name: "Cancel the invitation to alex@school.example" })
      .click();
    await expectStatus(page, "Invitation cancelled.");
    await expectCount(pending.getByRole("listitem"), 1);
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin Organiser cancelled the invitation to alex@school\.example/,
    );

    const mails = await readOutbox(world.server.dataDir);
    const invitation = mails.findLast((message) => message.to === "alex@school.example");
    const alexVisit = await openBrowserPage(world, { viewport: PHONE });
    alexVisit.expectConsoleError(failedSiteRequest(404, "/welcome/api"));
    await alexVisit.page.goto(LINK.exec(invitation?.text ?? "")?.[0] ?? "missing");
    await expectText(alexVisit.page.getByRole("alert"), /This link isn't valid/);
    await alexVisit.close();
    await visit.close();
    await session.close();
  });
});
