import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// The club's starting files (club.config.json and content/): once the site runs, organisers
// change the club in the admin area, and none of these files may change (issue 20).

const projectRoot = path.join(import.meta.dirname, "../..");

/** A fingerprint of the club's starting files, to compare before and after a journey. */
export function clubFiles(): string {
  const files = ["club.config.json", ...listed(path.join(projectRoot, "content"))];
  const hash = crypto.createHash("sha256");
  for (const file of files.sort())
    hash.update(file).update(fs.readFileSync(path.resolve(projectRoot, file)));
  return hash.digest("hex");
}

function listed(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
