import { AppwriteException } from "appwrite";
import type { AppLoadContext } from "react-router";
import { serverAccountOf } from "./appwrite.server.ts";

// How a server route an organiser's form posts to learns who asks (decisions 0117 and 0143): the
// form carries a JWT the screen has just made, and Appwrite itself says whose it is (account.get
// with it, the organiser label on the answer), so the same check holds with a real Appwrite,
// whose session cookie never reaches this site.

const ORGANISER_LABEL = "admin";

/** Whether `jwt` stands for a signed-in organiser; false for "", an expired or a made-up one. */
export async function isOrganiserJwt(
  context: Pick<AppLoadContext, "appwrite">,
  jwt: string,
): Promise<boolean> {
  if (jwt === "") return false;
  try {
    const user = await serverAccountOf(context, jwt).get();
    return user.labels.includes(ORGANISER_LABEL);
  } catch (error) {
    // A JWT that expired, was made up, or stands for nobody: a guest.
    if (error instanceof AppwriteException && error.code < 500) return false;
    throw error;
  }
}
