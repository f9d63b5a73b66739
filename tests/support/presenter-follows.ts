import { AppwriteException } from "appwrite";
import type {
  FollowCredential,
  PresenterFollowView,
} from "../../app/lib/present/presenter-follow-desk.ts";
import { sdkUser, type SdkUser } from "./sdk.ts";
import type { TestServer } from "./test-server.ts";

// The follow links' routes of the site (decision 0149) as the presenter view and the projector
// call them, for API tests: the organiser's JWT, the projector's cookie, and a refusal thrown as
// the AppwriteException its answer describes.

type Site = Pick<TestServer, "url" | "endpoint" | "projectId">;

async function call(site: Site, path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${site.url}${path}`, init);
  if (!response.ok) {
    const text = await response.text();
    const body = text === "" ? null : (JSON.parse(text) as { message?: string; type?: string });
    throw new AppwriteException(body?.message ?? text, response.status, body?.type ?? "", text);
  }
  return response;
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

async function presenterViewCall(site: Site, user: SdkUser, body: unknown): Promise<unknown> {
  const response = await call(site, "/admin/api/presenter-follows", {
    method: "POST",
    headers: { ...(await jwtOf(user)), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.status === 204 ? null : response.json();
}

/** "Show on the projector": a new link for the meeting, with its code. */
export async function createFollow(
  site: Site,
  user: SdkUser,
  meetingId: string,
): Promise<PresenterFollowView & { code: string }> {
  return (await presenterViewCall(site, user, {
    intent: "create",
    meetingId,
  })) as PresenterFollowView & { code: string };
}

export async function endFollow(site: Site, user: SdkUser, followId: string): Promise<void> {
  await presenterViewCall(site, user, { intent: "end", followId });
}

export async function listFollows(
  site: Site,
  user: SdkUser,
  meetingId: string,
): Promise<PresenterFollowView[]> {
  const response = await call(
    site,
    `/admin/api/presenter-follows?meetingId=${encodeURIComponent(meetingId)}`,
    { headers: await jwtOf(user) },
  );
  return ((await response.json()) as { follows: PresenterFollowView[] }).follows;
}

/** A projector's browser: the cookie the site gave it, if any. */
export interface Projector {
  cookie: string;
}

/** Types `code` on /follow: the projector now holds the link's cookie. */
export async function openFollow(
  site: Site,
  code: string,
  from: Record<string, string> = {},
): Promise<Projector & { meetingId: string; setCookie: string }> {
  const response = await call(site, "/follow/api", {
    method: "POST",
    headers: { ...from, "Content-Type": "application/json" },
    body: JSON.stringify({ intent: "open", code }),
  });
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const { meetingId } = (await response.json()) as { meetingId: string };
  return { cookie: setCookie.split(";")[0] ?? "", meetingId, setCookie };
}

/** The projector's page asks for a credential with its cookie. */
export async function followCredential(
  site: Site,
  projector: Projector,
): Promise<FollowCredential> {
  const response = await call(site, "/follow/api", {
    method: "POST",
    headers: { Cookie: projector.cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ intent: "credential" }),
  });
  return (await response.json()) as FollowCredential;
}

/** An SDK client as the projector's page makes it: the credential's JWT, nothing else. */
export async function projectorSdk(site: Site, projector: Projector): Promise<SdkUser> {
  const { jwt } = await followCredential(site, projector);
  const sdk = sdkUser(site);
  sdk.client.setJWT(jwt);
  return sdk;
}
