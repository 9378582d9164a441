import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import {
  buildHttpRequest,
  substituteHeaderValue,
  urlAllowed,
} from '../../../../../electron/services/agents/claude-code/run/claude-http';
import {
  claudeArgv,
  claudeTimeoutMs,
  prepareClaudeHook,
} from '../../../../../electron/services/agents/claude-code/run/claude-prepare';
import { commandSpec } from '../../../runner/hook-fixtures';

describe('claudeTimeoutMs', () => {
  test('600 s by default, the per-event defaults otherwise', () => {
    expect(claudeTimeoutMs('PreToolUse', { type: 'command' })).toBe(600_000);
    expect(claudeTimeoutMs('UserPromptSubmit', { type: 'command' })).toBe(30_000);
    expect(claudeTimeoutMs('SessionEnd', { type: 'command' })).toBe(1_500);
  });

  test("the hook's own timeout (seconds) wins; SessionEnd's is capped at 60 s", () => {
    expect(claudeTimeoutMs('UserPromptSubmit', { type: 'command', timeout: 90 })).toBe(90_000);
    expect(claudeTimeoutMs('SessionEnd', { type: 'command', timeout: 5 })).toBe(5_000);
    expect(claudeTimeoutMs('SessionEnd', { type: 'command', timeout: 600 })).toBe(60_000);
  });

  test("the caller's override wins over everything", () => {
    expect(claudeTimeoutMs('PreToolUse', { type: 'command', timeout: 90 }, 50)).toBe(50);
  });
});

describe('claudeArgv', () => {
  const vars = { CLAUDE_PROJECT_DIR: '/p', CLAUDE_PLUGIN_ROOT: '/plug' };

  test('a command without args runs through bash -c', () => {
    expect(claudeArgv({ type: 'command', command: 'echo $HOME' }, vars)).toEqual([
      'bash',
      '-c',
      'echo $HOME',
    ]);
  });

  test('powershell handlers run through pwsh', () => {
    expect(
      claudeArgv({ type: 'command', command: 'Write-Output 1', shell: 'powershell' }, vars)[0],
    ).toBe('pwsh');
  });

  test('exec form substitutes ${CLAUDE_*} per element and nothing else', () => {
    const argv = claudeArgv(
      {
        type: 'command',
        command: '${CLAUDE_PLUGIN_ROOT}/bin/x',
        args: ['${CLAUDE_PROJECT_DIR}/a', '$HOME', '${CLAUDE_PLUGIN_DATA}'],
      },
      vars,
    );
    expect(argv).toEqual(['/plug/bin/x', '/p/a', '$HOME', '${CLAUDE_PLUGIN_DATA}']);
  });
});

describe('prepareClaudeHook', () => {
  test('CLAUDE_ENV_FILE only for SessionStart, Setup, CwdChanged and FileChanged', async () => {
    for (const [event, expected] of [
      ['SessionStart', true],
      ['CwdChanged', true],
      ['PreToolUse', false],
      ['Stop', false],
    ] as const) {
      const prepared = await prepareClaudeHook(
        commandSpec(event, 'true', '/w'),
        { session_id: 's', cwd: '/w' },
        { trusted: true, hostEnv: {} },
      );
      if (prepared.kind !== 'process') throw new Error('expected a process');
      expect(Boolean(prepared.request.env['CLAUDE_ENV_FILE'])).toBe(expected);
      if (prepared.envFile)
        fs.rmSync(path.dirname(prepared.envFile), { recursive: true, force: true });
    }
  });

  test('plugin hooks get CLAUDE_PLUGIN_ROOT and CLAUDE_PLUGIN_DATA', async () => {
    const spec = {
      ...commandSpec('Stop', 'true', '/w'),
      scope: 'plugin' as const,
      plugin: { root: '/plug', data: '/data' },
    };
    const prepared = await prepareClaudeHook(spec, {}, { trusted: true, hostEnv: {} });
    expect(prepared.kind === 'process' && prepared.request.env).toMatchObject({
      CLAUDE_PLUGIN_ROOT: '/plug',
      CLAUDE_PLUGIN_DATA: '/data',
    });
  });

  test('NODE_EXTRA_CA_CERTS passes only when asked', async () => {
    const hostEnv = { PATH: '/bin', NODE_EXTRA_CA_CERTS: '/ca.pem', SECRET: 'x' };
    const without = await prepareClaudeHook(
      commandSpec('Stop', 'true', '/w'),
      {},
      { trusted: true, hostEnv },
    );
    const withIt = await prepareClaudeHook(
      commandSpec('Stop', 'true', '/w'),
      {},
      { trusted: true, hostEnv, passNodeExtraCaCerts: true },
    );
    expect(without.kind === 'process' && without.request.env).not.toHaveProperty(
      'NODE_EXTRA_CA_CERTS',
    );
    expect(without.kind === 'process' && without.request.env).not.toHaveProperty('SECRET');
    expect(withIt.kind === 'process' && withIt.request.env).toHaveProperty(
      'NODE_EXTRA_CA_CERTS',
      '/ca.pem',
    );
  });

  test('the session cwd from the payload wins over the project root', async () => {
    const prepared = await prepareClaudeHook(
      commandSpec('PreToolUse', 'true', '/w'),
      { cwd: '/w/sub' },
      { trusted: true, hostEnv: {} },
    );
    expect(prepared.kind === 'process' && prepared.request).toMatchObject({
      cwd: '/w/sub',
      env: { CLAUDE_PROJECT_DIR: '/w' },
    });
  });

  test('mcp_tool and agent handlers are not runnable here', async () => {
    const mcp = await prepareClaudeHook(
      {
        ...commandSpec('PreToolUse', '', '/w'),
        handler: { type: 'mcp_tool', server: 'm', tool: 't' },
      },
      {},
      { trusted: true },
    );
    const agent = await prepareClaudeHook(
      { ...commandSpec('Stop', '', '/w'), handler: { type: 'agent', prompt: 'p' } },
      {},
      { trusted: true },
    );
    expect(mcp).toMatchObject({ kind: 'not-runnable', status: 'needs-mcp' });
    expect(agent).toMatchObject({ kind: 'not-runnable', status: 'needs-model' });
  });
});

describe('HTTP hook requests', () => {
  test('header variables resolve only when allowed; others become empty', () => {
    const env = { TOKEN: 'tok123', SECRET: 's' };
    expect(substituteHeaderValue('Bearer $TOKEN', new Set(['TOKEN']), env)).toBe('Bearer tok123');
    expect(substituteHeaderValue('Bearer ${TOKEN}!', new Set(['TOKEN']), env)).toBe(
      'Bearer tok123!',
    );
    expect(substituteHeaderValue('$SECRET', new Set(['TOKEN']), env)).toBe('');
  });

  test("managed httpHookAllowedEnvVars intersects the hook's list", () => {
    const { request } = buildHttpRequest(
      {
        type: 'http',
        url: 'http://h',
        headers: { Authorization: 'Bearer $TOKEN' },
        allowedEnvVars: ['TOKEN'],
      },
      '{}',
      1000,
      { trusted: true, hostEnv: { TOKEN: 't' }, httpHookAllowedEnvVars: [] },
    );
    expect(request.headers['authorization']).toBe('Bearer ');
    expect(request.headers['user-agent']).toBe('axios/1.15.2');
  });

  test('allowedHttpHookUrls patterns use * as a wildcard; [] allows nothing', () => {
    expect(urlAllowed('http://127.0.0.1:8080/hook', ['http://127.0.0.1:*'])).toBe(true);
    expect(urlAllowed('https://evil.example/x', ['http://127.0.0.1:*'])).toBe(false);
    expect(urlAllowed('http://a', [])).toBe(false);
    expect(urlAllowed('http://a', undefined)).toBe(true);
  });
});
