import { Query } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  validatorFor("IdentityListModel");
  server = await startTestServer();
});

afterAll(() => server.stop());

/**
 * A signed-in member with identities at the given providers, stored as a finished OAuth2
 * sign-in stores them (the browser flow itself is tested in oidc-sign-in.test.ts).
 */
async function memberWithIdentities(
  providers: string[],
): Promise<SdkUser & { userId: string; identityIds: string[] }> {
  const member = await signedInUser(server);
  const userId = (await member.account.get()).$id;
  const identityIds: string[] = [];
  for (const provider of providers) {
    const id = `identity${++counter}`;
    const at = new Date(Date.UTC(2025, 0, 1, 0, 0, counter));
    await server.backend?.store.identities.saveIdentity({
      id,
      userId,
      provider,
      providerUid: `uid-${counter}`,
      providerEmail: `${provider}@example.org`,
      providerAccessTokenExpiry: null,
      createdAt: at,
      updatedAt: at,
    });
    identityIds.push(id);
  }
  return { ...member, userId, identityIds };
}

describe("listing identities", () => {
  test("a member sees their identities, oldest first, with no provider tokens", async () => {
    const sam = await memberWithIdentities(["oidc", "github"]);
    const list = await sam.account.listIdentities();
    assertMatchesModel("IdentityListModel", list);
    expect(list.total).toBe(2);
    expect(list.identities.map((identity) => identity.$id)).toEqual(sam.identityIds);
    expect(list.identities[0]).toMatchObject({
      userId: sam.userId,
      provider: "oidc",
      providerEmail: "oidc@example.org",
      providerAccessToken: "",
      providerRefreshToken: "",
      providerAccessTokenExpiry: "",
    });
  });

  test.each([
    { name: "equal on provider", queries: [Query.equal("provider", "github")], ids: [1] },
    { name: "notEqual on provider", queries: [Query.notEqual("provider", "github")], ids: [0] },
    { name: "limit", queries: [Query.limit(1)], ids: [0] },
    { name: "offset", queries: [Query.offset(1)], ids: [1] },
  ])("$name filters the list", async ({ queries, ids }) => {
    const sam = await memberWithIdentities(["oidc", "github"]);
    const list = await sam.account.listIdentities({ queries });
    expect(list.identities.map((identity) => identity.$id)).toEqual(
      ids.map((index) => sam.identityIds[index]),
    );
  });

  test("another member's identities are not listed", async () => {
    await memberWithIdentities(["oidc"]);
    const alex = await memberWithIdentities([]);
    expect(await alex.account.listIdentities()).toEqual({ total: 0, identities: [] });
  });

  test.each([
    { name: "an unknown attribute", query: Query.equal("secret", "x") },
    { name: "an unsupported method", query: Query.search("provider", "oidc") },
    { name: "a limit of zero", query: Query.limit(0) },
    { name: "malformed JSON", query: "{not json" },
  ])("$name gets 400 general_query_invalid", async ({ query }) => {
    const sam = await memberWithIdentities([]);
    await expect(sam.account.listIdentities({ queries: [query] })).rejects.toMatchObject({
      code: 400,
      type: "general_query_invalid",
    });
  });

  test("a guest gets 401 general_unauthorized_scope", async () => {
    await expect(sdkUser(server).account.listIdentities()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });
});

describe("deleting an identity", () => {
  test("a member unlinks one identity; deleting it again gets 404 user_identity_not_found", async () => {
    const sam = await memberWithIdentities(["oidc", "github"]);
    const [first = "", second] = sam.identityIds;
    await sam.account.deleteIdentity({ identityId: first });
    expect((await sam.account.listIdentities()).identities.map((identity) => identity.$id)).toEqual(
      [second],
    );
    await expect(sam.account.deleteIdentity({ identityId: first })).rejects.toMatchObject({
      code: 404,
      type: "user_identity_not_found",
    });
  });

  test("another member's identity gets 404 user_identity_not_found and stays", async () => {
    const sam = await memberWithIdentities(["oidc"]);
    const alex = await memberWithIdentities([]);
    await expect(
      alex.account.deleteIdentity({ identityId: sam.identityIds[0] ?? "" }),
    ).rejects.toMatchObject({ code: 404, type: "user_identity_not_found" });
    expect((await sam.account.listIdentities()).total).toBe(1);
  });
});
