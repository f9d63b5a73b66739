import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { chunkOfModule } from "./screen-chunks.ts";

// A small module graph shaped like the site's: each module with the modules that import it.
const APP = "/site/app";
const route = (name: string) => `${APP}/${name}.tsx?__react-router-build-client-route`;
const ENTRY = "/site/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx";
const HYDRATION = `${APP}/lib/page-hydration.ts`;

const importers: Record<string, string[]> = {
  [ENTRY]: [],
  "/site/node_modules/react-dom/client.js": [ENTRY],
  [route("root")]: [],
  [`${APP}/lib/words.tsx`]: [route("root"), route("routes/admin/panel")],
  [route("routes/admin/layout")]: [],
  [route("routes/admin/panel")]: [],
  [route("routes/admin/meeting")]: [],
  [route("routes/admin/account")]: [],
  [route("routes/welcome")]: [],
  [route("routes/home")]: [],
  [route("routes/robots")]: [],
  [HYDRATION]: [route("root"), route("routes/welcome"), route("routes/admin/layout")],
  [`${APP}/components/admin/polls.tsx`]: [route("routes/admin/meeting")],
  [`${APP}/lib/admin/revalidation.ts`]: [
    route("routes/admin/panel"),
    route("routes/admin/meeting"),
  ],
  [`${APP}/lib/collections/meetings.ts`]: [route("routes/admin/panel"), route("routes/home")],
  [`${APP}/lib/admin/account-actions.ts`]: [route("routes/admin/account"), route("routes/welcome")],
  [`${APP}/styles/account.css`]: [route("routes/admin/account"), route("routes/welcome")],
  [`${APP}/components/admin/markdown-editor.tsx`]: [],
};

const imported: Record<string, string[]> = {
  [route("routes/welcome")]: [HYDRATION],
};

const meta = {
  getModuleInfo: (id: string) => ({
    importers: importers[id] ?? [],
    importedIds: imported[id] ?? [],
  }),
} as unknown as Rollup.ManualChunkMeta;

describe("which file of the browser build a module goes into", () => {
  it.each([
    [
      "React DOM, which the browser entry imports",
      "/site/node_modules/react-dom/client.js",
      "entry.client",
    ],
    ["the root route's module", route("root"), "root"],
    ["what the root route imports, whoever else does", `${APP}/lib/words.tsx`, "root"],
    ["the admin frame's module", route("routes/admin/layout"), "admin"],
    ["what two admin screens share", `${APP}/lib/admin/revalidation.ts`, "admin"],
    ["what one admin screen alone imports", `${APP}/components/admin/polls.tsx`, "admin-meeting"],
    ["that admin screen's own module", route("routes/admin/meeting"), "admin-meeting"],
    [
      "what an admin screen shares with a static page",
      `${APP}/lib/collections/meetings.ts`,
      "root",
    ],
    ["an admin screen's stylesheet that welcome imports too", `${APP}/styles/account.css`, "admin"],
    ["a static page's module", route("routes/home"), "home"],
    ["a resource route's module", route("routes/robots"), "robots"],
  ])("%s: %s goes with %s", (_what, id, chunk) => {
    expect(chunkOfModule()(id, meta)).toBe(chunk);
  });

  it.each([
    [
      "what an admin screen shares with welcome, a hydrated screen",
      `${APP}/lib/admin/account-actions.ts`,
    ],
    [
      "what loads on demand (imported by nothing statically)",
      `${APP}/components/admin/markdown-editor.tsx`,
    ],
  ])("%s is left to Rollup", (_what, id) => {
    expect(chunkOfModule()(id, meta)).toBeUndefined();
  });
});
