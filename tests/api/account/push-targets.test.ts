import { ID } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

const notFound = { code: 404, type: "user_target_not_found" };

describe("push targets (POST /account/targets/push, PUT and DELETE .../{targetId}/push)", () => {
  test("a member registers a device, renews its token and removes it; the user model lists it meanwhile", async () => {
    const sam = await signedInUser(server);

    const created = await sam.account.createPushTarget({
      targetId: ID.unique(),
      identifier: "fcm-token-1",
      providerId: "fcm",
    });

    assertMatchesModel("TargetModel", created);
    expect(created).toMatchObject({
      providerType: "push",
      providerId: "fcm",
      identifier: "fcm-token-1",
      expired: false,
    });
    const withTarget = await sam.account.get();
    assertMatchesModel("UserModel", withTarget);
    expect(withTarget.targets.map((target) => target.$id)).toEqual([created.$id]);

    const updated = await sam.account.updatePushTarget({
      targetId: created.$id,
      identifier: "fcm-token-2",
    });
    assertMatchesModel("TargetModel", updated);
    expect(updated.identifier).toBe("fcm-token-2");

    await sam.account.deletePushTarget({ targetId: created.$id });
    expect((await sam.account.get()).targets).toEqual([]);
  });

  test("a device's target goes when its session ends", async () => {
    const sam = await signedInUser(server);
    await sam.account.createPushTarget({ targetId: ID.unique(), identifier: "apns-token" });
    const phone = sdkUser(server);
    await phone.account.createEmailPasswordSession({ email: sam.email, password: sam.password });

    await sam.account.deleteSession({ sessionId: "current" });

    expect((await phone.account.get()).targets).toEqual([]);
  });

  test("a taken target id is 409 user_target_already_exists", async () => {
    const sam = await signedInUser(server);
    await sam.account.createPushTarget({ targetId: "device-one", identifier: "token-a" });
    await expect(
      sam.account.createPushTarget({ targetId: "device-one", identifier: "token-b" }),
    ).rejects.toMatchObject({ code: 409, type: "user_target_already_exists" });
  });

  test.each([
    {
      name: "update another member's target",
      call: (sam: Awaited<ReturnType<typeof signedInUser>>, targetId: string) =>
        sam.account.updatePushTarget({ targetId, identifier: "hijacked" }),
    },
    {
      name: "delete another member's target",
      call: (sam: Awaited<ReturnType<typeof signedInUser>>, targetId: string) =>
        sam.account.deletePushTarget({ targetId }),
    },
    {
      name: "update a target that does not exist",
      call: (sam: Awaited<ReturnType<typeof signedInUser>>) =>
        sam.account.updatePushTarget({ targetId: "no-such-target", identifier: "x" }),
    },
  ])("a member who tries to $name gets 404 user_target_not_found", async ({ call }) => {
    const alex = await signedInUser(server);
    const target = await alex.account.createPushTarget({
      targetId: ID.unique(),
      identifier: "alex-token",
    });
    const sam = await signedInUser(server);
    await expect(call(sam, target.$id)).rejects.toMatchObject(notFound);
    expect((await alex.account.get()).targets[0]?.identifier).toBe("alex-token");
  });

  test("a guest who registers a device gets 401 general_unauthorized_scope", async () => {
    await expect(
      sdkUser(server).account.createPushTarget({ targetId: ID.unique(), identifier: "x" }),
    ).rejects.toMatchObject({ code: 401, type: "general_unauthorized_scope" });
  });
});
