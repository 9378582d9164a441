import fs from 'node:fs/promises';
import path from 'node:path';

import { writeFileAtomic } from '../editing/atomic-write';

/** The last run of one suite file. */
export interface SuiteRunRecord {
  status: 'passed' | 'failed';
  failed: number;
  lastRunAt: number;
}

/**
 * The last result of each suite file, kept in Hookyard's data folder (not in the workspace, so
 * running a suite never changes the user's files). Writes are whole-file and atomic.
 */
export class SuiteRuns {
  readonly #file: string;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string) {
    this.#file = path.join(dataDir, 'replay', 'suite-runs.json');
  }

  async get(suiteFile: string): Promise<SuiteRunRecord | null> {
    return (await this.#read())[suiteFile] ?? null;
  }

  put(suiteFile: string, record: SuiteRunRecord): Promise<void> {
    const write = async () => {
      const all = { ...(await this.#read()), [suiteFile]: record };
      await fs.mkdir(path.dirname(this.#file), { recursive: true, mode: 0o700 });
      await writeFileAtomic(this.#file, JSON.stringify(all, null, 2));
    };
    const next = this.#queue.then(write, write);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #read(): Promise<Record<string, SuiteRunRecord>> {
    try {
      return JSON.parse(await fs.readFile(this.#file, 'utf8')) as Record<string, SuiteRunRecord>;
    } catch {
      // Missing or unreadable: no suite has a recorded run yet.
      return {};
    }
  }
}
