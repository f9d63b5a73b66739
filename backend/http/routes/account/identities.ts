import type { Models } from "appwrite";
import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { formatDatetime as appwriteDate } from "../../../schema/datetime.ts";
import {
  deleteIdentity,
  identityDepsOf,
  listIdentities,
} from "../../../services/account/identities.ts";
import type { IdentityRecord } from "../../../storage/identity-store.ts";
import type { BackendEnv } from "../../context.ts";
import { parseParams, requestParams } from "../databases/document-params.ts";

const listParams = z.object({
  queries: z
    .array(z.string().max(4096, "Each query must be at most 4096 chars"))
    .max(100, "Value must be an array of at most 100 queries"),
  // The current SDK's `total`: false skips the count and answers total 0, as Appwrite 1.8 does.
  total: z
    .enum(["true", "false", "1", "0"], { error: "Value must be a valid boolean" })
    .default("true")
    .transform((text) => text === "true" || text === "1"),
});
const identityPath = z.object({
  identityId: z
    .string()
    .min(1, "Value must be a valid string and at least 1 chars and no longer than 36 chars")
    .max(36, "Value must be a valid string and at least 1 chars and no longer than 36 chars"),
});

/** GET /account/identities (accountListIdentities) and DELETE /account/identities/:identityId (accountDeleteIdentity). */
export function identityRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const identityDeps = identityDepsOf(deps);
  return new Hono<BackendEnv>()
    .get("/", async (c) => {
      const { queries, total } = parseParams(listParams, requestParams(c));
      const page = await listIdentities(identityDeps, c.get("caller"), queries);
      const model: Models.IdentityList = {
        total: total ? page.total : 0,
        identities: page.identities.map(toIdentityModel),
      };
      return c.json(model);
    })
    .delete("/:identityId", async (c) => {
      const { identityId } = parseParams(identityPath, c.req.param());
      await deleteIdentity(identityDeps, c.get("caller"), identityId);
      return c.body(null, 204);
    });
}

/**
 * The `identity` model. The provider's access and refresh tokens are empty: this server does
 * not keep them (see storage/identity-store.ts).
 */
function toIdentityModel(identity: IdentityRecord): Models.Identity {
  return {
    $id: identity.id,
    $createdAt: appwriteDate(identity.createdAt),
    $updatedAt: appwriteDate(identity.updatedAt),
    userId: identity.userId,
    provider: identity.provider,
    providerUid: identity.providerUid,
    providerEmail: identity.providerEmail,
    providerAccessToken: "",
    providerAccessTokenExpiry:
      identity.providerAccessTokenExpiry === null
        ? ""
        : appwriteDate(identity.providerAccessTokenExpiry),
    providerRefreshToken: "",
  };
}
