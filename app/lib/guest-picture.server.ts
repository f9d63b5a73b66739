import type { AppLoadContext } from "react-router";

/**
 * The bytes of a picture at `path` below the API (a preview of the club's bucket), read as a
 * guest: in-process with the embedded backend (decision 0022), over HTTP from a real Appwrite.
 * Only what a visitor could download, with its metadata already stripped at upload (0086).
 */
export async function readGuestPicture(
  context: Pick<AppLoadContext, "appwrite">,
  path: string,
): Promise<Uint8Array> {
  const { api, serverEndpoint } = context.appwrite;
  const response = await api(new Request(`${serverEndpoint}${path}`));
  if (!response.ok) throw new Error(`The picture at ${path} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
