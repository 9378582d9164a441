import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Where each test file's last measured duration is kept (seconds, by path from the project root).
 * Refreshed from a run's JSON report by `node scripts/test-durations.mjs <report>`.
 */
export const DURATIONS_FILE = fileURLToPath(new URL('durations.json', import.meta.url));

/**
 * Starts the longest test files first, so that the two workers end close together, a project
 * at a time.
 *
 * Why not vitest's own order: it sorts by the durations it caches in node_modules, which a clean
 * CI checkout does not have, and then falls back to file size. A 250 s browser walk is a small
 * file, so it started last and ran alone for minutes while the other worker sat idle. The
 * durations here are checked in, so CI gets the longest-first order from its first run. A file
 * not listed yet (a new one) is placed by its size, as vitest would.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    const root = files[0]?.project.config.root ?? process.cwd();
    const estimate = (file: TestSpecification): number => {
      const known = durations[path.relative(root, file.moduleId).split(path.sep).join('/')];
      // Unknown files: about a second per KB, the rate of this suite's unit tests in the durations.
      return known ?? fs.statSync(file.moduleId).size / 1024;
    };
    // A project's files run together, the projects with the most time first: vitest keeps a
    // worker that runs without isolation for the next file only when that file is of the same
    // project (its pool ends the worker otherwise). Interleaved by duration alone, the workers
    // ended at almost every file, and each new one imported the module graph, and the browser
    // files launched Chromium, afresh: 232 s of the suite's import time, against 63 s grouped.
    const projectTotals = new Map<string, number>();
    for (const file of files)
      projectTotals.set(
        file.project.name,
        (projectTotals.get(file.project.name) ?? 0) + estimate(file),
      );
    const projectTotal = (file: TestSpecification) => projectTotals.get(file.project.name) ?? 0;
    return [...files].sort(
      (a, b) =>
        projectTotal(b) - projectTotal(a) ||
        a.project.name.localeCompare(b.project.name) ||
        estimate(b) - estimate(a),
    );
  }
}

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}
