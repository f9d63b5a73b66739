import fs from "node:fs";
import path from "node:path";

/**
 * The project folder: the nearest one above this module holding package.json. The server runs
 * from server/ under tsx (npm run dev, tests) and compiled from build/node/server/ (npm start).
 */
export const projectRoot = findProjectRoot(import.meta.dirname);

function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}`);
  }
}
