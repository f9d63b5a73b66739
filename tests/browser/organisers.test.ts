import { describe, it } from "vitest";
import { readOutbox } from "../../backend/mail/outbox.ts";
import { openBrowserPage, useBrowserWorld } from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import { expectText, expectVisible } from "../support/user-sees.ts";
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
    await expectText(samCard, /Last sign-in\s*\w+ \d+, \d{4}/);
    await recordState(page, "organisers-screen");
    await page.getByRole("button", { name: "Remove Sam as organiser" }).click();
    await expectVisible(page.getByRole("dialog", { name: "Remove Sam?" }));
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "Organiser removed.");
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin removed sam@school\.example as organiser/,
    );

    // Robin is the last organiser now: the server refuses to let the club lose its only one.
    robin.expectConsoleError(/Failed to load resource: the server responded with a status of 400/);
    robin.expectConsoleError(/^Failed to remove an organiser/);
    await page.getByRole("button", { name: "Remove Robin as organiser" }).click();
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "Not removed.");
    await expectText(
      page.getByRole("status").filter({ hasText: "Not removed." }),
      /last organiser/,
    );

    await page.goto(setupLink);
    await expectText(page.getByRole("alert"), /This link has already been used/);
    await robin.close();
  });
});
