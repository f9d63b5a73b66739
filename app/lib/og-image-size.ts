// The shared-link preview image (/og-image.png, drawn by og-image.server.tsx): its address and
// size, which the head tags state so a preview can lay out before the image arrives.

export const OG_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
} as const;
