import { useEffect, useState } from "react";

/**
 * The QR code of `address` as a data URL, or null while it is drawn. Drawn in the browser (the
 * address never goes to a QR service), with the QR code library fetched only when a meeting is
 * presented.
 */
export function useQrCode(address: string): string | null {
  const [qrCode, setQrCode] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import("../qr-code.ts")
      .then(({ qrCodeDataUrl }) => qrCodeDataUrl(address))
      .then((url) => isCurrent && setQrCode(url))
      .catch((error: unknown) => console.warn("Could not draw the QR code:", error));
    return () => {
      isCurrent = false;
    };
  }, [address]);
  return qrCode;
}
