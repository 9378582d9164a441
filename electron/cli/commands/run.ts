import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { runTextEn } from '../../../shared/i18n/run-text';
import { skipTextEn } from '../../../shared/i18n/skip-text';
import { AppFailure } from '../../../shared/result';
import { AGENT_IDS } from '../../../shared/schemas/enum-values';
import type { AgentId } from '../../../shared/schemas/agent';
import type { EventOutcome } from '../../../shared/schemas/run';
import type { DiscoveryTarget } from '../../services/agents/dialect';
import { hooksForSelfRun } from '../../services/inventory/self-run-choice';
import { specFromHookEntry } from '../../services/runner/spec-from-entry';
import { chooseHooks } from '../choose-hooks';
import { createCliServices } from '../cli-services';
import { formatCaptured } from '../format-captured';
import type { CliIo } from '../cli-io';
import { printFailure } from '../print-failure';
import { workspaceRoots } from '../workspace-roots';

export interface RunOptions {
  dataDir?: string;
  agent: string;
  event: string;
  hooks: string[];
  workspaces: string[];
  payload?: string;
  json: boolean;
  trust: boolean;
  /** Also run Hookyard's own hooks when no hook is named. */
  includeOwn?: boolean;
  readStdin: () => Promise<string>;
}

/**
 * `hookyard run`: fires one event at a workspace's hooks (or the chosen ones) exactly as the
 * agent would, and prints what the agent would then do. Exit status 0 whenever the run happened
 * (whatever the hooks decided); 1 when it could not (untrusted, unknown hook, bad payload); 2 for
 * a usage error or a workspace that is not a folder. With `--json`, stdout holds JSON in every case.
 */
export async function run(options: RunOptions, io: CliIo): Promise<number> {
  if (!(AGENT_IDS as readonly string[]).includes(options.agent)) {
    const message = `--agent must be one of ${AGENT_IDS.join(', ')}`;
    printFailure(io, options.json, { code: 'invalid-request', message });
    return 2;
  }
  const agent = options.agent as AgentId;
  const folders = await workspaceRoots(options.workspaces);
  if ('notAFolder' in folders) {
    printFailure(io, options.json, {
      code: 'not-found',
      message: `Not a folder: ${folders.notAFolder}`,
    });
    return 2;
  }
  const { roots } = folders;
  const services = await createCliServices({ dataDir: options.dataDir, watch: false });
  try {
    const target: DiscoveryTarget = roots.length ? { kind: 'workspace', roots } : { kind: 'user' };
    const registered = (await services.workspaces.list()).find(
      (workspace) => workspace.roots[0] === roots[0],
    );
    const { hooks } = await services.inventory.scan(target);
    const chosen = options.hooks.length
      ? await chooseHooks(hooks, {
          agent,
          event: options.event,
          wanted: options.hooks,
          roots,
          home: services.info.home,
        })
      : hooksForSelfRun(hooks, { agent, event: options.event, includeOwn: options.includeOwn });
    const payload = options.payload
      ? parsePayload(
          options.payload === '-'
            ? await options.readStdin()
            : await fs.readFile(options.payload, 'utf8'),
        )
      : services.runner.samplePayload(agent, options.event, {
          workspace: roots[0] ?? services.info.home,
          sessionId: randomUUID(),
          timestamp: new Date().toISOString(),
          home: services.info.home,
        });
    // Without --trust, a workspace trusted in Hookyard runs its hooks only as they were trusted:
    // one new or changed since is refused, as on the bench.
    const trusted =
      options.trust ||
      roots.length === 0 ||
      (registered ? await services.trust.runnable(registered.id, chosen) : false);
    const specs = chosen.flatMap(
      (hook) =>
        specFromHookEntry(
          hook,
          roots.find((root) => hook.sourcePath.startsWith(root + path.sep)) ?? roots[0] ?? null,
        ) ?? [],
    );
    const outcome = await services.runner.runEvent(agent, options.event, specs, payload, {
      trusted,
      hostEnv: process.env,
      cwd: roots[0] ?? services.info.home,
    });
    if (options.json) io.out(JSON.stringify(outcome, null, 2));
    else for (const line of describeOutcome(outcome)) io.out(line);
    return 0;
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error;
    const hint =
      error.code === 'untrusted'
        ? ' Review the hooks, then pass --trust (or review and trust them in Hookyard).'
        : '';
    printFailure(io, options.json, error.toAppError(), hint);
    return 1;
  } finally {
    await services.dispose();
  }
}

function parsePayload(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AppFailure('invalid-request', 'failure.payload-not-json', {
      message: (error as Error).message,
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppFailure('invalid-request', 'failure.payload-not-object-cli');
  }
  return value as Record<string, unknown>;
}

/** The outcome in words: the verdict first, then each hook with its exit, output and notes. */
export function describeOutcome(outcome: EventOutcome): string[] {
  const lines = [
    `${outcome.event} (${outcome.agent}, ${outcome.mode}): ${outcome.verdict.sentence}`,
  ];
  for (const hook of outcome.hooks) {
    const exit = hook.timedOut
      ? `timed out after ${hook.timeoutMs} ms`
      : hook.signal
        ? `killed by ${hook.signal}`
        : `exit ${hook.exitCode ?? '-'}`;
    const leftovers = hook.leftoversKilled ? ', leftover processes killed' : '';
    lines.push(
      `  ${hook.label}: ${hook.status}, ${exit}${leftovers}, ${Math.round(hook.durationMs)} ms`,
    );
    if (hook.spawnError) {
      const { message, fix } = hook.spawnError;
      lines.push(`    ${runTextEn(message)}${fix ? ` ${runTextEn(fix)}` : ''}`);
    }
    for (const [name, output] of [
      ['stdout', hook.stdout],
      ['stderr', hook.stderr],
    ] as const) {
      const shown = formatCaptured(output);
      if (shown) lines.push(`    ${name}: ${shown}`);
    }
    for (const error of hook.parseErrors) lines.push(`    output problem: ${runTextEn(error)}`);
    for (const note of hook.notes) lines.push(`    note: ${runTextEn(note)}`);
  }
  for (const skip of outcome.skipped)
    lines.push(`  skipped ${skip.label}: ${skipTextEn(skip.reason)}`);
  if (outcome.hooks.length === 0 && outcome.skipped.length === 0)
    lines.push('  No hook of this event is active here.');
  return lines;
}
