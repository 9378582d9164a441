import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { clineWrapper } from '../../electron/services/agents/cline/edits/cline-adoption';
import { median, report } from './bench-report';
import { interleaved, spawnOnce } from './spawn-timing';

// Watching a hook (issue 15) is the adoption shim with a `watch` spec: it reads the payload,
// pipes and counts the hook's output, and appends one spool line. Its added cost per run
// (watched − the hook directly) is measured against the adoption shim's (adopted − directly),
// in the same interleaved runs. Goal: at most 1.3× the adoption shim's cost.
const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-watch-bench-')));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('watching a hook', () => {
  const RUNS = 25;
  const shim = path.resolve(__dirname, '../../resources/shims/hookyard-workspace-shim.js');
  const ws = path.join(root, 'ws');
  fs.mkdirSync(ws);
  const hook = path.join(root, 'hook.sh');
  fs.writeFileSync(hook, `input=$(cat); printf '{}'\n`);
  const spool = path.join(root, 'spool', 'watched.jsonl');
  const adopted = path.join(root, 'adopted.json');
  const watched = path.join(root, 'watched.json');
  fs.writeFileSync(adopted, JSON.stringify({ id: 'a', workspaces: [ws] }));
  fs.writeFileSync(
    watched,
    JSON.stringify({
      id: 'w',
      workspaces: [ws],
      watch: {
        since: new Date().toISOString(),
        spool,
        hook: 'bash hook.sh',
        event: 'PreToolUse',
        env: ['CLAUDE_CODE_ENTRYPOINT', 'CLAUDE_PROJECT_DIR'],
        payloadKeys: ['session_id', 'hook_event_name', 'tool_name', 'hookName', 'taskId'],
      },
    }),
  );
  const wrapperOf = (allowlist: string, name: string) => {
    const file = path.join(root, name);
    fs.writeFileSync(file, clineWrapper(shim, allowlist, file, ['bash', hook]));
    return [process.execPath, file];
  };
  const payload = JSON.stringify({
    session_id: 's1',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    hookName: 'tool_call',
    workspaceRoots: [ws],
    tool_input: { command: 'x'.repeat(900) },
  });
  const cases = [
    {
      agent: 'Claude Code',
      adopted: [process.execPath, shim, 'claude-code', adopted, 'bash', hook],
      watched: [process.execPath, shim, 'claude-code', watched, 'bash', hook],
    },
    {
      agent: 'Cline',
      adopted: wrapperOf(adopted, 'Adopted'),
      watched: wrapperOf(watched, 'Watched'),
    },
  ];

  test.each(cases)('adds at most 1.3x the adoption shim per run for $agent', async (each) => {
    fs.rmSync(spool, { force: true });
    const env = {
      PATH: process.env.PATH,
      HOME: root,
      CLAUDE_PROJECT_DIR: ws,
      CLAUDE_CODE_ENTRYPOINT: 'cli',
    };
    const [direct = [], adoptedRuns = [], watchedRuns = []] = await interleaved(RUNS, [
      () => spawnOnce(['bash', hook], env, payload, ws),
      () => spawnOnce(each.adopted, env, payload, ws),
      () => spawnOnce(each.watched, env, payload, ws),
    ]);
    // Every watched run was written down, with the facts the spec names.
    const lines = fs
      .readFileSync(spool, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(RUNS);
    expect(lines[0]).toMatchObject({ kind: 'hook-run', exitCode: 0, stdoutBytes: 2 });
    report(
      `watching added cost per hook run (${each.agent})`,
      median(watchedRuns) - median(direct),
      median(adoptedRuns) - median(direct),
      'ms',
      '≤ 1.3x',
    );
  });
});
