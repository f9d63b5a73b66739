import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Projects, each with only the setup it needs: unit tests beside their modules (no server,
// no build), API tests against a real server (response-model schemas from the global setup), and
// browser journeys (a built site and one Chromium for the run). `npm test` runs all three.
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/plain-summary-reporter.ts"],
    testTimeout: 30_000,
    // One test process per core, not vitest's default of one fewer: the API and browser files
    // spend much of their time waiting on Chromium, child processes and sockets, and on a
    // 2-core machine the default would run every file one after another.
    maxWorkers: availableParallelism(),
    // Each test process keeps its loaded modules from one file to the next: importing the server,
    // the backend and the SDK again for every file cost more than many files' tests. Files share
    // no state through them: each starts its own server, and a file that installs a global
    // removes it when it ends (tests/api/realtime/browser-globals.ts).
    isolate: false,
    // Polls wait for something a person would see; on a busy 2-core CI machine a save or sign-in
    // can take longer than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,backend,server,cli,seed,vite,i18n}/**/*.test.{ts,tsx}"],
          exclude: ["app/lib/i18n-pseudo-locale.test.tsx"],
        },
      },
      {
        extends: true,
        test: {
          // A file that mocks a module every other one imports (the list of languages) needs
          // modules of its own: a module loaded by an earlier file keeps the real one.
          name: "unit-mocks",
          include: ["app/lib/i18n-pseudo-locale.test.tsx"],
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/api-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/support/browser-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The container image built and run with buildah and podman (decision 0152): root and
          // those tools, no build of the site beforehand (the image builds its own).
          name: "image",
          include: ["tests/image/**/*.test.ts"],
        },
      },
    ],
  },
});
