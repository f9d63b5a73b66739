/**
 * npm run check:errors [-- <file>]: compares every error type the backend can raise with
 * Appwrite's published catalogue (type and HTTP code). The catalogue is not part of this
 * repository; by default it is read from ../shared/appwrite/appwrite-errors.json beside the
 * project (where CI and the maintainers keep it). Exits 1 on any mismatch or a missing file.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  catalogueMismatches,
  type PublishedCatalogue,
} from "../backend/errors/published-catalogue.ts";

const catalogueSchema = z.object({
  errors: z.array(z.object({ type: z.string(), code: z.number().int() })),
});

const DEFAULT_FILE = path.resolve(
  import.meta.dirname,
  "../../shared/appwrite/appwrite-errors.json",
);

function readCatalogue(file: string): PublishedCatalogue | string {
  if (!fs.existsSync(file)) {
    return (
      `No catalogue at ${file}. Export Appwrite's (app/config/errors.php in appwrite/appwrite) ` +
      'as {"errors": [{"type", "code"}]} and pass its path: npm run check:errors -- <file>'
    );
  }
  const parsed = catalogueSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  return parsed.success
    ? parsed.data
    : `${file} is not {"errors": [{"type", "code"}]}: ${parsed.error.message}`;
}

const file = path.resolve(process.argv[2] ?? DEFAULT_FILE);
const published = readCatalogue(file);
if (typeof published === "string") {
  console.error(published);
  process.exitCode = 1;
} else {
  const mismatches = catalogueMismatches(published);
  for (const mismatch of mismatches) console.error(mismatch);
  console.log(
    mismatches.length === 0
      ? `Every error type is Appwrite's, with Appwrite's code (${file}).`
      : `${mismatches.length} error types depart from Appwrite's catalogue.`,
  );
  process.exitCode = mismatches.length === 0 ? 0 : 1;
}
