import type { Client } from "appwrite";
import { z } from "zod";
import { errorWords } from "../error-words.ts";
import { inviteOrganiser, removeOrganiser } from "./organisers-api.ts";

/** What the Organisers screen posts: an invitation, or taking the organiser label off someone. */
export const organisersIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string() }),
  z.object({ intent: z.literal("remove"), userId: z.string() }),
]);
export type OrganisersIntent = z.infer<typeof organisersIntentSchema>;

/** The outcome the screen shows: error is null when it worked. */
export interface OrganisersResult {
  intent: OrganisersIntent["intent"];
  error: string | null;
}

// This screen's words where the general ones would mislead.
const organiserWords = {
  membership_deletion_prohibited:
    "The last organiser can't be removed: invite someone else first, so the club always has one.",
  membership_already_confirmed: "That person is already an organiser.",
  general_argument_invalid: "Please check the email address.",
};

export async function runOrganisersIntent(
  client: Client,
  input: OrganisersIntent,
): Promise<OrganisersResult> {
  try {
    if (input.intent === "invite") await inviteOrganiser(client, input.email.trim());
    else await removeOrganiser(client, input.userId);
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error(`Failed to ${input.intent} an organiser:`, error);
    return { intent: input.intent, error: errorWords(error, organiserWords) };
  }
}
