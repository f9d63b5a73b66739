import { defineConfig } from "vitest/config";

// Unit tests sit beside their modules; API and browser tests live under tests/.
export default defineConfig({
  test: {
    include: ["{app,backend,server,cli,seed}/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    reporters: ["default", "./tests/support/plain-summary-reporter.ts"],
    testTimeout: 30_000,
    // Polls wait for something a person would see; on a busy 2-core CI machine a save or sign-in
    // (argon2 included) can take longer than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
