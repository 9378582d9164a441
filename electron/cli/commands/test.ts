import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { ReplaySuiteRun } from '../../../shared/schemas/replay';
import { listSuites, readSuite, suitePath } from '../../services/replay/suite-file';
import { createCliServices } from '../cli-services';
import type { CliIo } from '../cli-io';
import { printFailure } from '../print-failure';
import { formatSuiteRun } from './test-format';

export interface TestOptions {
  dataDir?: string;
  workspace: string;
  suites: string[];
  json: boolean;
  trust: boolean;
  /** Also run Hookyard's own hooks (recorder, approvals), which suites leave out by default. */
  includeOwn?: boolean;
}

/**
 * `hookyard test`: runs a workspace's regression suites (`.hookyard/tests/*.json`) against its
 * hooks as they are now and prints a per-case diff. Exit status 0 when every case passes, 1 when
 * a verdict (or an expected reason or context) changed, 2 for a bad suite file, a missing suite,
 * hooks that need `--trust`, or a usage error. With `--json`, stdout holds JSON in every case.
 */
export async function test(options: TestOptions, io: CliIo): Promise<number> {
  const workspace = path.resolve(options.workspace);
  const services = await createCliServices({ dataDir: options.dataDir, watch: false, audit: true });
  try {
    const names = options.suites.length ? options.suites : await listSuites(workspace);
    if (names.length === 0) {
      const folder = path.join(workspace, '.hookyard', 'tests');
      printFailure(io, options.json, { code: 'not-found', message: `No suites in ${folder}.` });
      return 2;
    }
    const results: Array<{ suite: string; file: string; run: ReplaySuiteRun }> = [];
    for (const suite of names) {
      const file = suitePath(workspace, suite);
      const run = await services.suites.run({
        workspace,
        suite,
        consent: options.trust,
        includeOwn: options.includeOwn,
      });
      results.push({ suite, file, run });
      if (!options.json) {
        const cases = (await readSuite(file)).cases.map((entry) => entry.name);
        for (const line of formatSuiteRun(suite, path.relative(workspace, file), run, cases))
          io.out(line);
      }
    }
    if (options.json) io.out(JSON.stringify({ suites: results }, null, 2));
    return results.some(({ run }) => run.failed > 0) ? 1 : 0;
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error;
    const hint =
      error.code === 'untrusted'
        ? ' Review the hooks and payloads, then pass --trust to run them anyway.'
        : '';
    printFailure(io, options.json, error.toAppError(), hint);
    return 2;
  } finally {
    await services.dispose();
  }
}
