import type { TestServer } from "./test-server.ts";
import { siteSessionCookies, type TestAccount } from "./users.ts";

// What a browser signed in to the admin screens sends with one of their forms (issue 32 item 2):
// the site's session cookie, the site's own page as the sender, and the hidden fields the server
// drew in the form (components/admin/admin-form.tsx), for API tests that post those forms.

type Site = Pick<TestServer, "url">;

export interface AdminFormPost {
  /** The session cookie, and Sec-Fetch-Site as a browser sends it for the site's own page. */
  headers: Record<string, string>;
  /** The form token and one-time id of the forms `screen` drew; empty when it drew none. */
  fields: Record<string, string>;
}

/** Signs `account` in on the site and reads the hidden fields of `screen`'s forms. */
export async function adminFormOf(
  site: Site,
  account: TestAccount,
  screen = "/admin",
): Promise<AdminFormPost> {
  const cookies = await siteSessionCookies(site, account);
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const html = await (await fetch(`${site.url}${screen}`, { headers: { Cookie: cookie } })).text();
  const token = /name="form-token" value="([^"]+)"/.exec(html)?.[1];
  const id = /name="form-id" value="([^"]+)"/.exec(html)?.[1];
  return {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    fields: token === undefined || id === undefined ? {} : { "form-token": token, "form-id": id },
  };
}
