import { toString as renderQrCode } from "qrcode";

/**
 * The QR code of `text` as an SVG data: URL, drawn here (in the browser, or on the site's server
 * for the account page): the otpauth URI holds the two-factor secret, so it never goes to a QR service (and the CSP allows data: images only).
 * Always dark on white with a quiet zone, whatever the colour scheme, so every camera reads it.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await renderQrCode(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
