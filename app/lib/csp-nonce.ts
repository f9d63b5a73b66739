import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce. entry.server.tsx provides it while rendering;
 * in the browser it is read back from the page's own scripts (the `nonce` property survives
 * even though browsers hide the attribute), so hydration renders the same value.
 */
export const NonceContext = createContext<string | undefined>(undefined);

let browserNonce: string | undefined;

/** The nonce the page was served with, for code that adds its own style or script elements. */
export function getPageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  browserNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  return browserNonce;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? getPageNonce();
}
