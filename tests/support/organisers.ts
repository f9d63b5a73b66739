import { AppwriteException } from "appwrite";
import type { OrganisersChange } from "../../app/lib/admin/organisers-api.ts";
import type { OrganisersOverview } from "../../app/lib/organisers/organiser-desk.ts";
import type { SdkUser } from "./sdk.ts";
import type { TestServer } from "./test-server.ts";

// The organisers' routes of the site (decision 0147) for API tests, as a JWT's holder and the
// welcome page call them (the admin screens call the desk from their own actions, decision
// 0157): a JWT of the signed-in user (none for a guest), JSON, and a refusal thrown as the
// AppwriteException its answer describes, whose type the tests of the desk's rules check.

type Site = Pick<TestServer, "url">;

async function call(site: Site, path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(`${site.url}${path}`, init);
  const text = await response.text();
  const body = text === "" ? null : (JSON.parse(text) as { message?: string; type?: string });
  if (!response.ok) {
    throw new AppwriteException(body?.message ?? text, response.status, body?.type ?? "", text);
  }
  return body;
}

/** The JWT header of a signed-in user; none for a guest (who cannot make one). */
async function jwtOf(user: SdkUser): Promise<Record<string, string>> {
  try {
    const { jwt } = await user.account.createJWT();
    return { "X-Appwrite-JWT": jwt };
  } catch {
    return {};
  }
}

export async function organisersOverview(site: Site, user: SdkUser): Promise<OrganisersOverview> {
  return (await call(site, "/admin/api/organisers", {
    headers: await jwtOf(user),
  })) as OrganisersOverview;
}

export async function listOrganisers(site: Site, user: SdkUser) {
  return (await organisersOverview(site, user)).organisers;
}

export async function listOrganiserChanges(site: Site, user: SdkUser) {
  return (await organisersOverview(site, user)).changes;
}

export async function listInvitations(site: Site, user: SdkUser) {
  return (await organisersOverview(site, user)).invitations;
}

export async function changeOrganisers(
  site: Site,
  user: SdkUser,
  change: OrganisersChange,
): Promise<void> {
  await call(site, "/admin/api/organisers", {
    method: "POST",
    headers: { ...(await jwtOf(user)), "Content-Type": "application/json" },
    body: JSON.stringify(change),
  });
}

export const inviteOrganiser = (site: Site, user: SdkUser, email: string) =>
  changeOrganisers(site, user, { intent: "invite", email });

export const cancelInvitation = (site: Site, user: SdkUser, invitationId: string) =>
  changeOrganisers(site, user, { intent: "cancel-invitation", invitationId });

export const removeOrganisers = (site: Site, user: SdkUser, userIds: readonly string[]) =>
  changeOrganisers(site, user, { intent: "remove", userIds });

export const removeOrganiser = (site: Site, user: SdkUser, userId: string) =>
  removeOrganisers(site, user, [userId]);

interface Link {
  invitationId: string;
  secret: string;
}

function welcome(site: Site, body: Record<string, unknown>): Promise<unknown> {
  return call(site, "/welcome/api", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export async function getInvitationStatus(site: Site, link: Link) {
  return (await welcome(site, { intent: "status", ...link })) as {
    status: string;
    email: string;
  };
}

export async function acceptInvitation(
  site: Site,
  link: Link,
  account: { email: string; name: string; password: string },
) {
  return (await welcome(site, { intent: "accept", ...link, ...account })) as { email: string };
}
