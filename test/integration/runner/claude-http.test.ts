import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { claudeSamplePayload } from '../../../electron/services/agents/claude-code/run/claude-sample-payloads';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { runDialects } from '../../../electron/services/agents/registry';
import type { HookRunSpec } from '../../../electron/services/runner/hook-spec';
import { tempDir, testOptions } from '../../unit/runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const { dir, cleanup } = tempDir('claude-http');
const received: Received[] = [];
let base = '';
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body });
    if (req.url === '/deny') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          hookSpecificOutput: {
            hookEventName: 'PreToolUse',
            permissionDecision: 'deny',
            permissionDecisionReason: '[http-hook] denied',
          },
        }),
      );
    } else if (req.url === '/500') {
      res.writeHead(500);
      res.end('boom');
    } else if (req.url === '/text') {
      res.writeHead(200);
      res.end('plain text answer');
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('{}'), 2_000);
    } else {
      res.end('{}');
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  cleanup();
});

const runner = new HookRunner({ dialects: runDialects() });
const workspace = path.join(dir, 'project');
const payload = claudeSamplePayload(
  'PreToolUse',
  { workspace, sessionId: 's-http', timestamp: '2026-11-30T00:00:00.000Z' },
  'bash-rm',
);

function httpSpec(
  route: string,
  more: Partial<NonNullable<HookRunSpec['handler']>> = {},
  event = 'PreToolUse',
): HookRunSpec {
  return {
    id: `http-${route}-${Math.random()}`,
    agent: 'claude-code',
    event,
    scope: 'user',
    sourcePath: path.join(dir, 'settings.json'),
    workspaceRoot: workspace,
    handler: { type: 'http', url: `${base}/${route}`, timeout: 10, ...more },
  };
}

describe('Claude Code HTTP hooks', () => {
  test('POSTs the payload with the agent headers; only allowed variables fill header values', async () => {
    const spec = httpSpec('deny', {
      headers: {
        'X-Test': 'yes',
        Authorization: 'Bearer $HOOK_TEST_TOKEN',
        'X-Not-Allowed': '$HOOK_TEST_SECRET',
      },
      allowedEnvVars: ['HOOK_TEST_TOKEN'],
    });
    const hostEnv = {
      PATH: process.env['PATH'],
      HOOK_TEST_TOKEN: 'tok123',
      HOOK_TEST_SECRET: 'secret456',
    };
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [spec],
      payload,
      testOptions(dir, { hostEnv }),
    );
    const request = received.at(-1);
    expect(request?.body).toBe(JSON.stringify(payload));
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json, text/plain, */*',
      'user-agent': 'axios/1.15.2',
      'x-test': 'yes',
      authorization: 'Bearer tok123',
      'x-not-allowed': '',
      // Hookyard ran it, not Claude Code: the approvals bridge reads this as a test run.
      'x-hookyard-self-run': '1',
    });
    expect(outcome.hooks[0]?.httpStatus).toBe(200);
    expect(outcome.verdict.sentence).toBe('tool blocked; the model is told: [http-hook] denied');
  });

  test('a 500 is a non-blocking error; with onFailure block it blocks', async () => {
    const plain = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [httpSpec('500')],
      payload,
      testOptions(dir),
    );
    expect(plain.hooks[0]?.control).toMatchObject({
      result: 'non-blocking-error',
      message: `HTTP 500 from ${base}/500`,
    });
    expect(plain.verdict.kind).toBe('no-change');
    const blocking = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [httpSpec('500', { onFailure: 'block' })],
      payload,
      testOptions(dir),
    );
    expect(blocking.verdict.kind).toBe('blocked');
  });

  test('a 200 with a non-JSON body is an error', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [httpSpec('text')],
      payload,
      testOptions(dir),
    );
    expect(outcome.hooks[0]?.control).toMatchObject({
      message: 'HTTP hook must return JSON, but got non-JSON response body: plain text answer',
    });
  });

  test('an unanswered request times out', async () => {
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [httpSpec('slow', { timeout: 0.2 })],
      payload,
      testOptions(dir),
    );
    expect(outcome.hooks[0]).toMatchObject({ status: 'timed-out', timedOut: true });
  });

  test('a refused connection is reported with a fix', async () => {
    const spec = { ...httpSpec('x'), handler: { type: 'http', url: 'http://127.0.0.1:1/hook' } };
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [spec],
      payload,
      testOptions(dir),
    );
    expect(outcome.hooks[0]?.status).toBe('request-failed');
    expect(outcome.hooks[0]?.spawnError?.fix).toEqual(codedText('run.fix-start-receiver'));
  });

  test('URLs outside allowedHttpHookUrls are not sent', async () => {
    const before = received.length;
    const outcome = await runner.runEvent(
      'claude-code',
      'PreToolUse',
      [httpSpec('deny')],
      payload,
      testOptions(dir, { allowedHttpHookUrls: ['https://hooks.example/*'] }),
    );
    expect(received.length).toBe(before);
    expect(outcome.hooks[0]?.stderr.text).toContain(
      'does not match any pattern in allowedHttpHookUrls',
    );
  });

  test('HTTP hooks are skipped on SessionStart', async () => {
    const start = claudeSamplePayload('SessionStart', {
      workspace,
      sessionId: 's',
      timestamp: '2026-11-30T00:00:00.000Z',
    });
    const outcome = await runner.runEvent(
      'claude-code',
      'SessionStart',
      [httpSpec('deny', {}, 'SessionStart')],
      start,
      testOptions(dir),
    );
    expect(outcome.hooks).toHaveLength(0);
    expect(outcome.skipped[0]?.reason).toEqual({
      key: 'skip.http-skipped-for-event',
      params: { event: 'SessionStart' },
    });
  });
});
