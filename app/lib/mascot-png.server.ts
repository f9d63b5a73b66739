import type { AppLoadContext } from "react-router";
import type { Mascot } from "./club-config.ts";
import { MASCOT_SIDE } from "./og-image.server.tsx";
import { previewPath } from "./flyer-images.ts";
import { readGuestPicture } from "./guest-picture.server.ts";

/**
 * The club's own mascot as a PNG data: URL for the share image (decision 0115), read as a guest
 * through the API (in-process with the embedded backend, decision 0022); null for the cardinal
 * or no mascot, or when the picture cannot be read (the card is drawn without it, and logged).
 */
export async function mascotPng(
  context: Pick<AppLoadContext, "appwrite">,
  mascot: Mascot,
): Promise<{ fileId: string; png: string } | null> {
  if (mascot.kind !== "image") return null;
  const path = previewPath(context.appwrite, mascot.fileId, "png", MASCOT_SIDE * 2);
  try {
    const bytes = Buffer.from(await readGuestPicture(context, path));
    return { fileId: mascot.fileId, png: `data:image/png;base64,${bytes.toString("base64")}` };
  } catch (error) {
    console.error("Error reading the mascot for the share image:", error);
    return null;
  }
}
