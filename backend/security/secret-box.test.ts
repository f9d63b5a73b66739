import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import { DATA_KEY_FILE, loadDataKey } from "./data-key.ts";
import { createSecretBox } from "./secret-box.ts";

const box = createSecretBox(randomBytes(32));

describe("sealing secrets", () => {
  test("a sealed secret opens to the same text and does not contain it", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  test("sealing the same text twice gives different values", () => {
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  test.each([
    { name: "an altered ciphertext", alter: (sealed: string) => `${sealed.slice(0, -2)}AA` },
    { name: "another format", alter: (sealed: string) => sealed.replace("v1.", "v9.") },
    { name: "a missing part", alter: (sealed: string) => sealed.split(".").slice(0, 3).join(".") },
  ])("$name does not open", ({ alter }) => {
    expect(() => box.open(alter(box.seal("secret text")))).toThrow();
  });

  test("a value sealed with another key does not open", () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal("secret text"))).toThrow();
  });
});

describe("digests", () => {
  test("a digest is stable for one key and differs between keys", () => {
    const other = createSecretBox(randomBytes(32));
    expect(box.digest("123456")).toBe(box.digest("123456"));
    expect(box.digest("123456")).toMatch(/^[0-9a-f]{64}$/);
    expect(box.digest("123456")).not.toBe(other.digest("123456"));
    expect(box.digest("123456")).not.toBe(box.digest("123457"));
  });

  test.each([
    { name: "the same value matches its digest", value: "123456", expected: true },
    { name: "another value does not match", value: "123457", expected: false },
    { name: "an empty value does not match", value: "", expected: false },
  ])("$name", ({ value, expected }) => {
    expect(box.matchesDigest(value, box.digest("123456"))).toBe(expected);
  });

  test("a malformed stored digest never matches", () => {
    expect(box.matchesDigest("123456", "short")).toBe(false);
  });
});

describe("the data key", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  function tempDir(): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "data-key-"));
    folders.push(folder);
    return folder;
  }

  test("the first load creates a private 32-byte key that later loads read back", () => {
    const dataDir = tempDir();
    const first = loadDataKey(dataDir);
    expect(first).toHaveLength(32);
    expect(loadDataKey(dataDir).equals(first)).toBe(true);
    const mode = fs.statSync(path.join(dataDir, DATA_KEY_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  test("a damaged key file is an error that says what to do, never a new key", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, DATA_KEY_FILE), "not hex\n");
    expect(() => loadDataKey(dataDir)).toThrow(/restore it from a backup/);
  });
});
