import { z } from "zod";
import { errorWords } from "../error-words.ts";
import { adminWords } from "./admin-words.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { changeOrganisers } from "./organisers-api.ts";

/**
 * What the Organisers and End of the school year screens post: an invitation, cancelling one, or
 * taking the organiser label off someone, or off several people at once.
 */
const organisersIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string() }),
  z.object({ intent: z.literal("cancel-invitation"), invitationId: z.string() }),
  z.object({ intent: z.literal("remove"), userId: z.string() }),
  z.object({ intent: z.literal("remove-several"), userIds: z.array(z.string()).min(1) }),
]);
export type OrganisersIntent = z.infer<typeof organisersIntentSchema>;

/** The intent a screen's form posted (`userIds` may repeat, one field per person). */
export async function readOrganisersIntent(request: Request): Promise<OrganisersIntent> {
  const form = await request.formData();
  return organisersIntentSchema.parse({
    ...Object.fromEntries(form),
    userIds: form.getAll("userIds"),
  });
}

/** The outcome the screen shows: error is null when it worked. */
export interface OrganisersResult {
  intent: OrganisersIntent["intent"];
  error: string | null;
}

// This screen's words where the general ones would mislead.
const organiserWords: Partial<Record<string, MessageId>> = {
  membership_deletion_prohibited: "admin.organisers.error.lastOrganiser",
  membership_already_confirmed: "admin.organisers.error.alreadyOrganiser",
  general_argument_invalid: "admin.organisers.error.checkEmail",
  team_invite_not_found: "admin.organisers.error.invitationGone",
};

const whatFailed: Record<OrganisersIntent["intent"], string> = {
  invite: "invite an organiser",
  "cancel-invitation": "cancel an invitation",
  remove: "remove an organiser",
  "remove-several": "remove organisers",
};

export async function runOrganisersIntent(input: OrganisersIntent): Promise<OrganisersResult> {
  try {
    if (input.intent === "invite") {
      await changeOrganisers({ intent: "invite", email: input.email.trim() });
    } else if (input.intent === "cancel-invitation") {
      await changeOrganisers(input);
    } else {
      const userIds = input.intent === "remove" ? [input.userId] : input.userIds;
      await changeOrganisers({ intent: "remove", userIds });
    }
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error(`Failed to ${whatFailed[input.intent]}:`, error);
    return { intent: input.intent, error: errorWords(adminWords(), error, organiserWords) };
  }
}
