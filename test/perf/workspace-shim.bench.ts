import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { clineWrapper } from '../../electron/services/agents/cline/edits/cline-adoption';
import { median, report } from './bench-report';
import { CA_CONDITIONS, interleaved, spawnOnce } from './spawn-timing';

// An adopted hook costs what the workspace shim adds to each run: a Node start plus the
// allowlist check (and, for Cline, reading the payload for `workspaceRoots`). Measured as
// (through the shim − the hook directly) against the Node start-up floor `node -e ''`, with and
// without NODE_EXTRA_CA_CERTS, whose cost every Node start pays. Switched off in the agent's
// workspace, the shim's whole run (the hook does not run) is measured against the same floor.
// Goal: at most 1.3× the floor.
/** How the agent runs the hook: in which folder, with which variables and payload. */
interface AgentRun {
  cwd: string;
  extraEnv: Record<string, string>;
  stdin: string;
}

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-shim-bench-')));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the workspace shim', () => {
  const RUNS = 25;
  const shim = path.resolve(__dirname, '../../resources/shims/hookyard-workspace-shim.js');
  const ws = path.join(root, 'ws');
  const elsewhere = path.join(root, 'elsewhere');
  const marker = path.join(root, 'ran.log');
  const hook = path.join(root, 'hook.sh');
  const allowlist = path.join(root, 'allow.json');
  fs.mkdirSync(ws);
  fs.mkdirSync(elsewhere);
  // A typical small hook: reads its payload, notes that it ran, answers "no opinion".
  fs.writeFileSync(hook, `input=$(cat); echo x >> '${marker}'; printf '{}'\n`);
  fs.writeFileSync(allowlist, JSON.stringify({ workspaces: [ws] }));
  // An adopted Cline hook file, as HookAdoption writes it, calling this checkout's shim.
  const wrapper = path.join(root, 'PreToolUse');
  fs.writeFileSync(wrapper, clineWrapper(shim, allowlist, wrapper, ['bash', hook]));
  const payload = (extra: object) =>
    JSON.stringify({ hookName: 'tool_call', tool_input: { command: 'x'.repeat(900) }, ...extra });

  // Claude Code: the project dir decides, stdin is handed over untouched. Cline: the payload's
  // workspaceRoots decide (the cwd is elsewhere), so the shim reads and passes on the payload.
  // Switched off: the agent works elsewhere and gets "no opinion" (Cline: read from the payload).
  const agents: Array<{ agent: string; argv: string[]; on: AgentRun; off: AgentRun }> = [
    {
      agent: 'Claude Code',
      argv: [process.execPath, shim, 'claude-code', allowlist, 'bash', hook],
      on: { cwd: ws, extraEnv: { CLAUDE_PROJECT_DIR: ws }, stdin: payload({}) },
      off: { cwd: elsewhere, extraEnv: { CLAUDE_PROJECT_DIR: elsewhere }, stdin: payload({}) },
    },
    {
      agent: 'Cline',
      argv: [process.execPath, wrapper],
      on: { cwd: elsewhere, extraEnv: {}, stdin: payload({ workspaceRoots: [ws] }) },
      off: { cwd: elsewhere, extraEnv: {}, stdin: payload({ workspaceRoots: [elsewhere] }) },
    },
  ];
  const cases = agents.flatMap((agent) =>
    CA_CONDITIONS.map(([label, caEnv]) => ({ ...agent, label, caEnv })),
  );
  const envOf = (caEnv: Record<string, string>, extraEnv: Record<string, string>) => ({
    PATH: process.env.PATH,
    HOME: root,
    ...caEnv,
    ...extraEnv,
  });

  test.each(cases)(
    'adds at most a Node start per run for $agent $label',
    async ({ agent, argv, on: { cwd, extraEnv, stdin }, label, caEnv }) => {
      fs.rmSync(marker, { force: true });
      const env = envOf(caEnv, extraEnv);
      const [floor = [], direct = [], shimmed = []] = await interleaved(RUNS, [
        () => spawnOnce([process.execPath, '-e', ''], env, stdin, cwd),
        () => spawnOnce(['bash', hook], env, stdin, cwd),
        () => spawnOnce(argv, env, stdin, cwd),
      ]);
      // The hook really ran through the shim every time, not only directly.
      expect(fs.readFileSync(marker, 'utf8').trim().split('\n')).toHaveLength(2 * RUNS);
      report(
        `workspace shim added cost per hook run (${agent}) ${label}`,
        median(shimmed) - median(direct),
        median(floor),
        'ms',
        '≤ 1.3x',
      );
    },
  );

  test.each(cases)(
    'costs about a Node start per run switched off, for $agent $label',
    async ({ agent, argv, off: { cwd, extraEnv, stdin }, label, caEnv }) => {
      fs.rmSync(marker, { force: true });
      const env = envOf(caEnv, extraEnv);
      const [floor = [], shimmed = []] = await interleaved(RUNS, [
        () => spawnOnce([process.execPath, '-e', ''], env, stdin, cwd),
        () => spawnOnce(argv, env, stdin, cwd),
      ]);
      // Switched off here: the hook never ran.
      expect(fs.existsSync(marker)).toBe(false);
      report(
        `workspace shim cost per run switched off (${agent}) ${label}`,
        median(shimmed),
        median(floor),
        'ms',
        '≤ 1.3x',
      );
    },
  );
});
