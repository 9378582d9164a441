import path from 'node:path';

import { isReplayable } from '../../../shared/agents/replayable';
import { consentReasonsEn } from '../../../shared/i18n/consent-text';
import { AppFailure } from '../../../shared/result';
import { AgentIdSchema } from '../../../shared/schemas/agent';
import {
  SuiteNameSchema,
  type ReplaySuiteRun,
  type ReplaySuiteSummary,
  type SuiteCase,
  type SuiteFile,
} from '../../../shared/schemas/replay';
import type { HistoryService } from '../history/history-service';
import type { EditEngine } from '../editing/edit-engine';
import { readSnapshot } from '../editing/file-snapshot';
import { fillTemplate } from '../runner/sample-payloads';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import { planReplay } from './replay-plan';
import { realFolder } from './replay-targets';
import { consentNeeded, type ReplayService } from './replay-service';
import {
  formatSuite,
  listSuites,
  parseSuite,
  readSuite,
  suitePath,
  WORKSPACE_PLACEHOLDER,
} from './suite-file';
import { judgeSuiteCase, planSuiteCase } from './suite-plan';
import { SuiteRuns } from './suite-runs';
import { codedText } from '../../../shared/i18n/coded-text';

/**
 * A workspace's regression suites (`.hookyard/tests/<suite>.json`): lists them with their last
 * result, saves an audit entry as a case (through the edit engine: atomic, backed up, refused
 * over an outside change), and runs them against today's hooks. `hookyard test` and the
 * replay view share this.
 */
export class ReplaySuites {
  readonly #replay: ReplayService;
  readonly #engine: EditEngine;
  readonly #audit: () => HistoryService;
  readonly #runs: SuiteRuns;
  readonly #workspaces: WorkspaceRegistry;

  constructor(deps: {
    replay: ReplayService;
    workspaces: WorkspaceRegistry;
    engine: EditEngine;
    audit: () => HistoryService;
    dataDir: string;
  }) {
    this.#replay = deps.replay;
    this.#engine = deps.engine;
    this.#audit = deps.audit;
    this.#runs = new SuiteRuns(deps.dataDir);
    this.#workspaces = deps.workspaces;
  }

  /** Every suite file of the workspace with its case count and last result. */
  async list(workspace: string): Promise<ReplaySuiteSummary[]> {
    const folder = await workspaceFolder(workspace);
    return Promise.all(
      (await listSuites(folder)).map(async (name) => {
        const file = suitePath(folder, name);
        const last = await this.#runs.get(file);
        let cases = 0;
        try {
          cases = (await readSuite(file)).cases.length;
        } catch {
          // A broken file is listed as failed: running it says what is wrong.
          return { file, name, cases, status: 'failed' as const, failed: 0, lastRunAt: null };
        }
        return {
          file,
          name,
          cases,
          status: last?.status ?? ('not-run' as const),
          failed: last?.failed ?? 0,
          lastRunAt: last?.lastRunAt ?? null,
        };
      }),
    );
  }

  /**
   * Appends an audit entry to a suite as a case (creating the file). The expected verdict is
   * the one given, else the one the entry recorded, else the one a replay gives now (which
   * needs the same consent as any replay).
   */
  async saveCase(request: {
    workspace: string;
    suite: string;
    entryId: string;
    expected?: string;
    consent?: boolean;
  }): Promise<{ file: string }> {
    const folder = await workspaceFolder(request.workspace);
    // Cases are written only into a workspace the user added to Hookyard.
    const registered = (await this.#workspaces.list()).some((each) => each.roots.includes(folder));
    if (!registered)
      throw new AppFailure('not-found', 'failure.suite-workspace-not-added', { folder });
    const entry = this.#audit().entry(request.entryId);
    if (!entry)
      throw new AppFailure('not-found', 'failure.audit-entry-not-found', { id: request.entryId });
    if (!isReplayable(entry))
      throw new AppFailure('invalid-request', 'failure.entry-has-no-payload');
    const expected = await this.#replay.job(undefined, async (job) => {
      const plan = await planReplay(entry, {}, this.#replay.planDeps(job));
      const replayNow = async () => {
        const consent = consentNeeded([plan], request.consent);
        if (consent)
          throw new AppFailure('untrusted', 'failure.case-needs-consent', {
            reasons: consentReasonsEn(consent.reasons),
          });
        const [replayed] = await this.#replay.runPlans([plan], job);
        return replayed?.now;
      };
      // A case expects what hooks answer: a "then" the agent's permission check decided is not
      // one, so the hooks' answer now is taken instead.
      const hooksThen = plan.then?.decidedBy === undefined ? plan.then : null;
      const view = request.expected ? null : (hooksThen ?? (await replayNow()));
      return {
        verdict: request.expected ?? view?.verdictKind ?? 'not-run',
        ...(view?.reason ? { reason: view.reason } : {}),
        ...(view?.context ? { context: view.context } : {}),
      };
    });
    const payload = fillTemplate(entry.payload as Record<string, unknown>, {
      [folder]: WORKSPACE_PLACEHOLDER,
    });
    const added: SuiteCase = {
      name: `${entry.event}${entry.tool ? ` ${entry.tool}` : ''} (${entry.agent}, ${entry.ts})`,
      agent: AgentIdSchema.parse(entry.agent),
      event: entry.event,
      payload,
      expected,
      recordedFrom: entry.id,
    };
    const file = suiteFile(folder, request.suite);
    await this.#engine.exclusive(async () => {
      const snapshot = await readSnapshot(file);
      const current: SuiteFile = snapshot.bytes
        ? parseSuite(snapshot.bytes.toString('utf8'), file)
        : { version: 1, cases: [] };
      await this.#engine.apply({
        operation: snapshot.bytes ? 'edit' : 'create',
        hookIds: [],
        summary: [codedText('change.replay-case-saved', { file: path.relative(folder, file) })],
        writes: [
          {
            kind: 'write',
            snapshot,
            json: 'strict',
            bytes: Buffer.from(formatSuite({ ...current, cases: [...current.cases, added] })),
          },
        ],
      });
    });
    return { file };
  }

  /**
   * Runs one suite against the workspace's hooks now (Hookyard's own among them only with
   * `includeOwn`); the result is kept for `list`.
   */
  async run(request: {
    workspace: string;
    suite: string;
    consent?: boolean;
    includeOwn?: boolean;
    jobId?: string;
  }): Promise<ReplaySuiteRun> {
    const folder = await workspaceFolder(request.workspace);
    const file = suiteFile(folder, request.suite);
    const suite = await readSuite(file);
    const result = await this.#replay.job(request.jobId, async (job) => {
      const deps = { ...this.#replay.planDeps(job), includeOwn: request.includeOwn };
      const plans = [];
      for (const [index, entry] of suite.cases.entries())
        plans.push(await planSuiteCase(entry, `${request.suite}#${index + 1}`, folder, deps));
      const consent = consentNeeded(plans, request.consent);
      if (consent)
        throw new AppFailure('untrusted', 'failure.suite-needs-consent', {
          suite: request.suite,
          reasons: consentReasonsEn(consent.reasons),
        });
      const replayed = await this.#replay.runPlans(plans, job);
      return replayed.map((each, index) => judgeSuiteCase(suite.cases[index] as SuiteCase, each));
    });
    const failed = result.filter((entry) => entry.differs.length > 0).length;
    await this.#runs.put(file, {
      status: failed > 0 ? 'failed' : 'passed',
      failed,
      lastRunAt: Date.now(),
    });
    return { passed: result.length - failed, failed, cases: result };
  }
}

function suiteFile(folder: string, suite: string): string {
  if (!SuiteNameSchema.safeParse(suite).success)
    throw new AppFailure('invalid-request', 'failure.not-a-suite-name', { suite });
  return suitePath(folder, suite);
}

async function workspaceFolder(workspace: string): Promise<string> {
  const folder = await realFolder(workspace);
  if (!folder) throw new AppFailure('not-found', 'failure.folder-not-found', { folder: workspace });
  return folder;
}
