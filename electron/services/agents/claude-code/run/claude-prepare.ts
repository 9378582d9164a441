import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { type RunText } from '../../../../../shared/i18n/run-text';
import { sharedWhich } from '../../../platform/which';
import { baseEnv } from '../../../runner/base-env';
import { serializePayload } from '../../../runner/context-cap';
import type { ClaudeHandlerDef, HookRunSpec, RunOptions } from '../../../runner/hook-spec';
import type { HookPayload, PreparedRun } from '../../run-dialect';
import { planCommand } from '../command-plan';
import { CLAUDE_EVENTS, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';
import { buildHttpRequest } from './claude-http';
import { codedText } from '../../../../../shared/i18n/coded-text';

const SESSION_END_HOOK_CAP_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 600_000;

/** The handler of a spec; a bare argv (no definition) runs in exec form. */
export function handlerOf(spec: HookRunSpec): ClaudeHandlerDef {
  if (spec.handler) return spec.handler;
  const [command = '', ...args] = spec.argv ?? [];
  return { type: 'command', command, args };
}

/**
 * The timeout Claude Code applies to one hook: the caller's override, else the handler's own
 * `timeout` (seconds), else the event default. SessionEnd has a 1.5 s budget that a hook's own
 * timeout raises up to 60 s.
 */
export function claudeTimeoutMs(
  event: string,
  handler: ClaudeHandlerDef,
  override?: number,
): number {
  if (override !== undefined) return override;
  const own =
    typeof handler.timeout === 'number' && handler.timeout > 0 ? handler.timeout * 1000 : null;
  const fallback = isClaudeEvent(event)
    ? CLAUDE_EVENTS[event].defaultTimeoutMs
    : DEFAULT_TIMEOUT_MS;
  if (event !== 'SessionEnd') return own ?? fallback;
  return own === null ? fallback : Math.min(own, SESSION_END_HOOK_CAP_MS);
}

/** The directory hooks run in: the session's current cwd (after `cd`), else the project. */
export function claudeCwd(spec: HookRunSpec, payload: HookPayload, options: RunOptions): string {
  if (options.cwd) return options.cwd;
  const fromPayload = payload['cwd'];
  if (typeof fromPayload === 'string' && path.isAbsolute(fromPayload)) return fromPayload;
  return spec.workspaceRoot ?? os.homedir();
}

/**
 * The argv Claude Code starts, from the discovery dialect's own plan (../command-plan.ts): exec
 * form with `${CLAUDE_*}` substituted per element, else the command through bash (or PowerShell).
 */
export function claudeArgv(
  handler: ClaudeHandlerDef,
  env: Readonly<Record<string, string>>,
  platform: NodeJS.Platform = process.platform,
): string[] {
  const plan = planCommand(
    { type: 'command', command: handler.command ?? '', args: handler.args, shell: handler.shell },
    {
      platform,
      which: sharedWhich(env['PATH'] ?? '', platform),
      projectDir: env['CLAUDE_PROJECT_DIR'] ?? null,
      pluginRoot: env['CLAUDE_PLUGIN_ROOT'] ?? null,
      pluginData: env['CLAUDE_PLUGIN_DATA'] ?? null,
    },
  );
  return plan.argv;
}

/** The variables Claude Code adds for one hook (spec §1.5). */
export function claudeEnv(
  spec: HookRunSpec,
  payload: HookPayload,
  options: RunOptions,
  projectDir: string,
  envFile: string | null,
): Record<string, string> {
  const env: Record<string, string> = {
    ...baseEnv(options),
    CLAUDE_PROJECT_DIR: projectDir,
    CLAUDECODE: '1',
    CLAUDE_CODE_ENTRYPOINT: options.claudeEntrypoint ?? 'cli',
  };
  const sessionId = payload['session_id'];
  if (typeof sessionId === 'string') env['CLAUDE_CODE_SESSION_ID'] = sessionId;
  if (envFile) env['CLAUDE_ENV_FILE'] = envFile;
  if (spec.plugin) {
    env['CLAUDE_PLUGIN_ROOT'] = spec.plugin.root;
    env['CLAUDE_PLUGIN_DATA'] = spec.plugin.data;
  }
  return env;
}

async function createEnvFile(event: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-claude-env-'));
  const file = path.join(dir, `${event.toLowerCase()}-hook-0.sh`);
  await fs.writeFile(file, '', { mode: 0o600 });
  return file;
}

/** Builds what to start for one Claude Code hook. Never throws for a bad definition. */
export async function prepareClaudeHook(
  spec: HookRunSpec,
  payload: HookPayload,
  options: RunOptions,
): Promise<PreparedRun> {
  const handler = handlerOf(spec);
  const background = handler.async === true || handler.asyncRewake === true;
  const notes: RunText[] = background ? [codedText('run.claude-async-not-awaited')] : [];
  const label = spec.label ?? handler.command ?? handler.url ?? handler.type;
  if (handler.type === 'prompt' || handler.type === 'agent') {
    notes.push(codedText('run.claude-needs-model', { type: handler.type }));
    return { kind: 'not-runnable', status: 'needs-model', label, notes, background: false };
  }
  if (handler.type === 'mcp_tool') {
    notes.push(
      codedText('run.claude-needs-mcp', {
        tool: handler.tool ?? '?',
        server: handler.server ?? '?',
      }),
    );
    return { kind: 'not-runnable', status: 'needs-mcp', label, notes, background: false };
  }
  const timeoutMs = claudeTimeoutMs(spec.event, handler, options.timeoutMs);
  if (spec.event === 'SessionEnd') notes.push(codedText('run.claude-session-end-budget'));
  const stdin = options.stdin ?? serializePayload(payload);
  if (handler.type === 'http') {
    const http = buildHttpRequest(handler, stdin, timeoutMs, options);
    return { kind: 'http', label, notes, background, request: http.request, refusal: http.refusal };
  }
  const cwd = claudeCwd(spec, payload, options);
  const projectDir = spec.workspaceRoot ?? cwd;
  const envFile =
    isClaudeEvent(spec.event) && CLAUDE_EVENTS[spec.event].envFile
      ? await createEnvFile(spec.event)
      : null;
  const env = claudeEnv(spec, payload, options, projectDir, envFile);
  return {
    kind: 'process',
    label,
    notes,
    background,
    envFile,
    request: {
      argv: claudeArgv(handler, env),
      cwd,
      env,
      stdin,
      timeoutMs,
      // Unverified upstream: Claude Code aborts a hook the Node way (SIGTERM); SIGKILL follows.
      killSignal: 'SIGTERM',
      killGraceMs: options.killGraceMs ?? 1000,
      closeGraceMs: 1000,
      capBytes: options.capBytes,
    },
  };
}
