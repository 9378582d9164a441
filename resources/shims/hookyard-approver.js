#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS script agents run */
'use strict';
// Hookyard's approver. An agent runs it as a PreToolUse (or PermissionRequest) hook:
//   node hookyard-approver.js --agent claude-code|cline|codex|gemini-cli --data-dir DIR --fail open|closed
//                             [--timeout SECONDS]   (the hook's registered timeout)
// It reads the hook payload on stdin, asks the running Hookyard through its approvals bridge
// (the Unix socket or the 127.0.0.1 endpoint named in DIR/approvals/bridge.json, with the
// secret from the same file), prints the answer the agent reads and exits 0. It stops waiting
// before the agent's own timeout would kill it, and when Hookyard cannot be reached or does not
// answer in time it applies the fail mode itself: closed → deny, open → no opinion.
// No dependencies.
const fs = require('fs');
const http = require('http');
const path = require('path');

const STDIN_WAIT_MS = 5000;
// The agents' own hook timeouts: the Cline CLI kills a tool hook after 120 s, the VS Code
// extension after 30 s; Claude Code's, Codex's and Gemini's is the handler's `timeout` (passed as
// --timeout, in seconds).
const CLINE_CLI_TIMEOUT_MS = 120000;
const CLINE_VSCODE_TIMEOUT_MS = 30000;
const CLAUDE_DEFAULT_TIMEOUT_MS = 600000;

// Give up this long before the agent would kill this process, so the fail answer is written
// and read in time: a tenth of the timeout, at least 500 ms (a loaded machine's exit and pipe
// flush), at most 2 s.
function budgetMs(timeoutMs) {
  return timeoutMs - Math.min(2000, Math.max(500, timeoutMs / 10));
}

function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  return index === -1 || argv[index + 1] === undefined ? fallback : argv[index + 1];
}

// The payload on stdin: done at its end, or as soon as it is one whole JSON value (an agent may
// keep stdin open), or after `waitMs` (the agent's deadline counts from this process's start).
function readStdin(waitMs) {
  return new Promise((resolve) => {
    const chunks = [];
    const timer = setTimeout(() => finish(), waitMs);
    function finish() {
      clearTimeout(timer);
      process.stdin.removeAllListeners();
      process.stdin.pause();
      resolve(Buffer.concat(chunks).toString('utf8'));
    }
    process.stdin.on('data', (chunk) => {
      chunks.push(chunk);
      if (parse(Buffer.concat(chunks).toString('utf8')) !== null) finish();
    });
    process.stdin.on('end', finish);
    process.stdin.on('error', finish);
  });
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// How long the agent waits for this hook, from its flags or the payload's shape.
function agentTimeoutMs(agent, payload, argv) {
  if (agent === 'cline')
    return payload && payload.hookName === 'PreToolUse'
      ? CLINE_VSCODE_TIMEOUT_MS
      : CLINE_CLI_TIMEOUT_MS;
  const seconds = Number(option(argv, '--timeout', ''));
  return seconds > 0 ? seconds * 1000 : CLAUDE_DEFAULT_TIMEOUT_MS;
}

// What this agent reads as a deny, or as no opinion.
function failAnswer(agent, payload, failMode, why) {
  const reason = `Hookyard ${why}; fail-${failMode} ${failMode === 'open' ? 'allowed' : 'denied'} this tool use.`;
  if (failMode === 'open') return agent === 'cline' ? '{}' : '';
  if (agent === 'cline') return JSON.stringify({ cancel: true, errorMessage: reason });
  // Gemini CLI reads a deny only as `decision`; JSON without one lets the tool run.
  if (agent === 'gemini-cli') return JSON.stringify({ decision: 'deny', reason });
  const event = payload && payload.hook_event_name;
  if (event === 'PermissionRequest')
    return JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PermissionRequest',
        decision: { behavior: 'deny', message: reason },
      },
    });
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason: reason,
    },
  });
}

function readAddress(dataDir) {
  const text = fs.readFileSync(path.join(dataDir, 'approvals', 'bridge.json'), 'utf8');
  const address = JSON.parse(text);
  if (!address || typeof address.secret !== 'string') throw new Error('no secret');
  return address;
}

// One POST to the bridge; resolves with the answer text, rejects when unreachable or late.
function ask(address, query, body, waitMs) {
  return new Promise((resolve, reject) => {
    const target =
      address.socketPath && fs.existsSync(address.socketPath)
        ? { socketPath: address.socketPath }
        : address.httpUrl
          ? { host: '127.0.0.1', port: new URL(address.httpUrl).port }
          : null;
    if (!target) return reject(new Error('no address'));
    const request = http.request(
      {
        ...target,
        method: 'POST',
        path: `/v1/approve?${query}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-hookyard-secret': address.secret,
          // Hookyard itself ran this hook (a test run): its request is no agent's tool call.
          // SELF_RUN_ENV and SELF_RUN_HEADER in electron/services/runner/self-run-marks.ts.
          ...(process.env.HOOKYARD_SELF_RUN === '1' && { 'x-hookyard-self-run': '1' }),
        },
        timeout: waitMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200 && parse(text) !== null) resolve(text);
          else reject(new Error(`HTTP ${response.statusCode}`));
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('no answer in time')), waitMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

async function main() {
  const argv = process.argv.slice(2);
  const agent = option(argv, '--agent', process.env.HOOKYARD_AGENT || 'claude-code');
  const dataDir = option(argv, '--data-dir', process.env.HOOKYARD_DATA_DIR || '');
  const failMode = option(argv, '--fail', 'closed') === 'open' ? 'open' : 'closed';
  // The agent's clock starts when it spawns this process, Node's own start-up included (a few
  // hundred ms on a loaded machine), so every wait counts from the process start, not from here.
  const startedAt = Date.now() - process.uptime() * 1000;
  const leftMs = (timeoutMs) => budgetMs(timeoutMs) - (Date.now() - startedAt);
  // Before the payload is read, the shortest deadline its shape could give.
  const input = await readStdin(
    Math.max(
      0,
      Math.min(STDIN_WAIT_MS, leftMs(agentTimeoutMs(agent, { hookName: 'PreToolUse' }, argv))),
    ),
  );
  const payload = parse(input);
  const timeoutMs = agentTimeoutMs(agent, payload, argv);
  const waitMs = leftMs(timeoutMs);
  let answer;
  try {
    if (waitMs <= 0) throw new Error('no time left to wait for an answer');
    const address = readAddress(dataDir);
    const query = `agent=${encodeURIComponent(agent)}&fail=${failMode}&timeout=${timeoutMs / 1000}`;
    answer = await ask(address, query, input, waitMs);
    // Claude Code reads empty stdout as "no opinion"; `{}` means the same to every agent.
    if (agent !== 'cline' && answer.trim() === '{}') answer = '';
  } catch (error) {
    answer = failAnswer(agent, payload, failMode, `could not be asked (${error.message})`);
  }
  // Exit once the answer is written (stdout may be an asynchronous pipe), never with an error.
  process.stdout.write(answer, () => process.exit(0));
}

main().catch(() => process.exit(0));
