import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "./public-settings.ts";
import type { loader as rootLoader } from "../root.tsx";

/** The public settings the root loader hands every page (club time zone, contact emails). */
export function usePublicSettings(): PublicSettings {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (root === undefined) {
    throw new Error("The root loader's public settings are missing; every page has them.");
  }
  return root.settings;
}
