import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import {
  acceptInvitation,
  cancelInvitation,
  getInvitationStatus,
  inviteOrganiser,
  listInvitations,
} from "../../../services/organiser-invitations.ts";
import {
  listOrganiserChanges,
  listOrganisers,
  organiserDepsOf,
  removeOrganiser,
  removeOrganisers,
} from "../../../services/organisers.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byCaller, byIp } from "../account/abuse-limits.ts";
import { toUserModel } from "../../../models/account-models.ts";
import { parseParams } from "../account/params.ts";

// Not Appwrite's API: the embedded backend's own operations for managing organisers, under
// /v1/club so that no Appwrite path is ever taken (with a real Appwrite the console does this).
// The services check the organiser label on every call; the limits slow down guessing.

const secretBody = z.object({ secret: z.string().max(128) });
const acceptBody = z.object({
  secret: z.string().max(128),
  email: z.string().default(""),
  name: z.string().default(""),
  password: z.string(),
});
const inviteBody = z.object({ email: z.string() });
/** Several organisers leaving at once (the year's handover); a club has a few dozen at most. */
const removalsBody = z.object({ userIds: z.array(z.string().max(36)).min(1).max(100) });

/** GET/DELETE /v1/club/organisers (POST .../removals: several at once), their invitations (sent, listed, cancelled) and the change log. */
export function organiserRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const organiserDeps = organiserDepsOf(deps);

  return new Hono<BackendEnv>()
    .get("/organisers", async (c) => {
      const organisers = await listOrganisers(organiserDeps, c.get("caller"));
      return c.json({
        total: organisers.length,
        organisers: organisers.map(({ user, lastSignIn }) => ({
          $id: user.id,
          name: user.name,
          email: user.email,
          mfa: user.mfa,
          lastSignIn: lastSignIn?.toISOString() ?? "",
        })),
      });
    })
    .delete("/organisers/:userId", async (c) => {
      await removeOrganiser(organiserDeps, c.get("caller"), c.req.param("userId"));
      return c.body(null, 204);
    })
    .post("/organisers/removals", async (c) => {
      const input = parseParams(removalsBody, c.get("body"));
      await removeOrganisers(organiserDeps, c.get("caller"), input.userIds);
      return c.body(null, 204);
    })
    .get("/organisers/changes", async (c) => {
      const changes = await listOrganiserChanges(organiserDeps, c.get("caller"));
      return c.json({
        total: changes.length,
        changes: changes.map((change) => ({ ...change, time: change.time.toISOString() })),
      });
    })
    .get("/organisers/invitations", async (c) => {
      const invitations = await listInvitations(organiserDeps, c.get("caller"));
      return c.json({
        total: invitations.length,
        invitations: invitations.map((invitation) => ({
          $id: invitation.id,
          email: invitation.email,
          inviterName: invitation.inviter.name,
          inviterEmail: invitation.inviter.email,
          $createdAt: invitation.createdAt.toISOString(),
          expire: invitation.expire.toISOString(),
        })),
      });
    })
    .delete("/organisers/invitations/:invitationId", async (c) => {
      await cancelInvitation(organiserDeps, c.get("caller"), c.req.param("invitationId"));
      return c.body(null, 204);
    })
    .post("/organisers/invitations", abuseLimit(deps, "clubInvite", 30, byCaller), async (c) => {
      const input = parseParams(inviteBody, c.get("body"));
      await inviteOrganiser(organiserDeps, c.get("caller"), input.email);
      return c.body(null, 204);
    })
    .post(
      "/invitations/:invitationId/status",
      abuseLimit(deps, "clubInvitationStatus", 60, byIp),
      async (c) => {
        const input = parseParams(secretBody, c.get("body"));
        return c.json(
          await getInvitationStatus(organiserDeps, c.req.param("invitationId"), input.secret),
        );
      },
    )
    .post(
      "/invitations/:invitationId/accept",
      abuseLimit(deps, "clubInvitationAccept", 10, byIp),
      async (c) => {
        const input = parseParams(acceptBody, c.get("body"));
        const user = await acceptInvitation(organiserDeps, {
          invitationId: c.req.param("invitationId"),
          ...input,
        });
        return c.json(toUserModel(user), 201);
      },
    );
}
