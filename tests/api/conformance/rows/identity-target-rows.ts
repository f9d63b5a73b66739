import crypto from "node:crypto";
import { ID } from "appwrite";
import { ID as IDV18 } from "appwrite-v18";
import { row } from "../row.ts";
import { member, type Scenario } from "../scenario.ts";

/**
 * A member with an identity at the `oidc` provider, stored as a finished OAuth2 sign-in stores it
 * (the browser flow itself is tested in tests/api/oauth2/oidc-sign-in.test.ts).
 */
async function memberWithIdentity(scenario: Scenario) {
  const sam = await member(scenario);
  const store = scenario.server.backend?.store;
  if (!store) throw new Error("The test server runs without the embedded backend.");
  const identityId = `identity-${crypto.randomUUID().slice(0, 8)}`;
  const now = new Date();
  await store.identities.saveIdentity({
    id: identityId,
    userId: sam.userId,
    provider: "oidc",
    providerUid: `oidc-${identityId}`,
    providerEmail: sam.email,
    providerAccessTokenExpiry: null,
    createdAt: now,
    updatedAt: now,
  });
  return { sam, identityId };
}

/** A member with a registered push target (a device's messaging token). */
async function memberWithTarget(scenario: Scenario) {
  const sam = await member(scenario);
  const target = await sam.current.account.createPushTarget({
    targetId: ID.unique(),
    identifier: "fcm-token-1",
  });
  return { sam, targetId: target.$id };
}

/** OAuth2 identities linked to the account, and push targets. */
export const identityAndTargetRows = [
  row({
    operationId: "accountListIdentities",
    name: "a member lists their sign-in identities and gets the IdentityList model",
    success: { model: "IdentityListModel", shows: { total: 1 } },
    prepare: memberWithIdentity,
    current: ({ sam }) => sam.current.account.listIdentities(),
    v18: ({ sam }) => sam.v18.account.listIdentities(),
  }),
  row({
    operationId: "accountDeleteIdentity",
    name: "a member unlinks an identity and gets an empty 204",
    success: { empty: true },
    prepare: memberWithIdentity,
    current: ({ sam, identityId }) => sam.current.account.deleteIdentity({ identityId }),
    v18: ({ sam, identityId }) => sam.v18.account.deleteIdentity(identityId),
  }),
  row({
    operationId: "accountCreatePushTarget",
    name: "a member registers a device for push messages and gets the Target model",
    success: { model: "TargetModel", shows: { providerType: "push", identifier: "fcm-token-1" } },
    prepare: async (scenario) => ({ sam: await member(scenario) }),
    current: ({ sam }) =>
      sam.current.account.createPushTarget({ targetId: ID.unique(), identifier: "fcm-token-1" }),
    v18: ({ sam }) => sam.v18.account.createPushTarget(IDV18.unique(), "fcm-token-1"),
  }),
  row({
    operationId: "accountUpdatePushTarget",
    name: "a member renews a device's push token and gets the Target model",
    success: { model: "TargetModel", shows: { identifier: "fcm-token-2" } },
    prepare: memberWithTarget,
    current: ({ sam, targetId }) =>
      sam.current.account.updatePushTarget({ targetId, identifier: "fcm-token-2" }),
    v18: ({ sam, targetId }) => sam.v18.account.updatePushTarget(targetId, "fcm-token-2"),
  }),
  row({
    operationId: "accountDeletePushTarget",
    name: "a member removes a device's push target and gets an empty 204",
    success: { empty: true },
    prepare: memberWithTarget,
    current: ({ sam, targetId }) => sam.current.account.deletePushTarget({ targetId }),
    v18: ({ sam, targetId }) => sam.v18.account.deletePushTarget(targetId),
  }),
];
