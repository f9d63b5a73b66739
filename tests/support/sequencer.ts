import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The browser journeys are the long files, the unit files the short ones. Vitest's own order runs
// the projects one after another by name (api, browser, unit) and, on a clone with no timings of
// an earlier run, each project's files in name order; a long journey then starts last and runs
// alone. Here the long files start first and the short ones fill the cores at the end: browser,
// then API, then unit, and within each the larger files first (size is the best guess at length
// a fresh clone has).
const projectOrder = ["browser", "api", "unit"];

export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = projectOrder.indexOf(file.project.name);
      return index === -1 ? projectOrder.length : index;
    };
    const size = (file: TestSpecification) => fs.statSync(file.moduleId).size;
    return Promise.resolve([...files].sort((a, b) => rank(a) - rank(b) || size(b) - size(a)));
  }
}
