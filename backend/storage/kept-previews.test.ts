import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { KeptPreviews } from "./kept-previews.ts";

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A data folder with a previews folder in it, and a helper that writes a preview of `size` bytes. */
function previewsFolder() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kept-previews-"));
  folders.push(dataDir);
  const folder = path.join(dataDir, ".previews");
  const write = (name: string, size: number, usedAt?: Date) => {
    const file = path.join(folder, "pictures", "flyer", name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(size));
    if (usedAt) fs.utimesSync(file, usedAt, usedAt);
    return file;
  };
  return { dataDir, folder, write };
}

test("a new preview past the cap drops the least recently used ones, counted in bytes", async () => {
  const { dataDir, folder, write } = previewsFolder();
  const previews = new KeptPreviews(folder, dataDir, 1000);
  for (const name of ["a", "b", "c"]) {
    expect(await previews.makeRoomFor(300)).toBe(true);
    await previews.added(write(name, 300), 300);
  }
  await previews.used(path.join(folder, "pictures", "flyer", "a"));
  expect(await previews.makeRoomFor(400)).toBe(true);
  await previews.added(write("d", 400), 400);
  expect(fs.readdirSync(path.join(folder, "pictures", "flyer")).sort()).toEqual(["a", "c", "d"]);
  expect(await previews.bytes()).toBe(1000);
  // One preview larger than the whole cap is never kept.
  expect(await previews.makeRoomFor(1001)).toBe(false);
});

test("after a restart the previews already kept are counted, oldest use first", async () => {
  const { dataDir, folder, write } = previewsFolder();
  write("old", 600, new Date("2026-01-01T00:00:00Z"));
  write("recent", 300, new Date("2026-06-01T00:00:00Z"));
  const previews = new KeptPreviews(folder, dataDir, 1000);
  expect(await previews.bytes()).toBe(900);
  expect(await previews.makeRoomFor(200)).toBe(true);
  expect(fs.readdirSync(path.join(folder, "pictures", "flyer"))).toEqual(["recent"]);
});

test("forgetting a deleted file's folder takes its previews off the count", async () => {
  const { dataDir, folder, write } = previewsFolder();
  const previews = new KeptPreviews(folder, dataDir, 1000);
  await previews.added(write("a", 300), 300);
  await previews.forgetFolder(path.join(folder, "pictures", "flyer"));
  expect(await previews.bytes()).toBe(0);
});
