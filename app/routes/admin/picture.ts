import { AppwriteException, ImageFormat, Storage } from "node-appwrite";
import type { Route } from "./+types/picture";
import { IMAGES_BUCKET } from "../../lib/flyer-images.ts";
import { plainTextResponse, resourceResponse } from "../../lib/resource-response.server.ts";

// GET /admin/api/picture/<file>?width=<px>: a picture as an admin screen previews it, read with
// the organiser's session (decision 0148). A picture chosen but not saved yet is readable by
// organisers only (decision 0126), and the browser's own request for it carries no Appwrite
// session any more: the site's server reads it for them, as the organiser, and never keeps it.

const appwriteId = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const WIDTHS = { min: 16, max: 2000 };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const width = Number(new URL(request.url).searchParams.get("width") ?? "480");
  if (!appwriteId.test(params.fileId) || !Number.isInteger(width)) {
    return plainTextResponse("No such picture.", 404);
  }
  const client = context.sessions?.asSignedIn() ?? null;
  if (client === null) return plainTextResponse("Sign in to see this picture.", 401);
  try {
    const bytes = await new Storage(client).getFilePreview({
      bucketId: IMAGES_BUCKET,
      fileId: params.fileId,
      width: Math.min(Math.max(width, WIDTHS.min), WIDTHS.max),
      output: ImageFormat.Webp,
    });
    return resourceResponse(new Uint8Array(bytes), "image/webp", {
      headers: { "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof AppwriteException && error.code >= 400 && error.code < 500) {
      return plainTextResponse("No such picture.", error.code === 401 ? 401 : 404);
    }
    console.error("Could not read a picture for an admin screen:", error);
    return plainTextResponse("The picture cannot be read just now.", 503);
  }
}
