#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS script agents run */
'use strict';
// Hookyard's recorder. An agent runs it as a hook on every event:
//   node hookyard-record.js --agent claude-code|cline|cline-cli|cline-vscode --data-dir DIR [--event E]
// (or HOOKYARD_DATA_DIR / HOOKYARD_AGENT). It appends one JSON line to DIR/spool/<agent>.jsonl
// with a single write on an O_APPEND descriptor (whole lines, safe with concurrent agents),
// prints the agent's "no opinion" answer and exits 0. It never fails or holds up the agent:
// every error is swallowed, and stdin is read for at most STDIN_WAIT_MS. No dependencies.
const fs = require('fs');
const path = require('path');

const STDIN_WAIT_MS = 3000;
const MAX_STDIN = 1024 * 1024;
const KEPT_WHEN_TOO_LARGE = 64 * 1024;
const ENV_KEYS = [
  'CLAUDE_PROJECT_DIR',
  'CLAUDE_CODE_ENTRYPOINT',
  'CLAUDE_CODE_SESSION_ID',
  'CLAUDE_PLUGIN_ROOT',
  'CLINE_BUILD_ENV',
  'CLINE_HOOK_AGENT_RESUME',
  'CLINE_HOOKS_DIR',
  'CLINE_VERSION',
];
// What each agent takes as "no opinion": Claude Code and the Cline CLI accept empty stdout; the
// Cline VS Code extension parses stdout as JSON, so it gets an empty object, as does `cline`
// (one hook file that both Cline runtimes run; the CLI reads `{}` as no control).
const NO_OPINION = { 'cline-vscode': '{}', cline: '{}' };

function option(argv, name, envName) {
  const index = argv.indexOf(name);
  const value = index === -1 ? undefined : argv[index + 1];
  return value || process.env[envName] || '';
}

function readStdin(done) {
  let stats;
  try {
    stats = fs.fstatSync(0);
  } catch {
    return done(Buffer.alloc(0), 0, false);
  }
  // A terminal or /dev/null: nothing to wait for.
  if (stats.isCharacterDevice()) return done(Buffer.alloc(0), 0, false);
  const fast = readStdinNonBlocking();
  if (fast) return done(fast.data, fast.total, false);
  readStdinStream(done);
}

// Linux: reopening /proc/self/fd/0 gives stdin its own non-blocking description, so a short
// synchronous loop can read it with a time limit; no stream or event loop to start (~5 ms).
function readStdinNonBlocking() {
  let fd;
  try {
    fd = fs.openSync('/proc/self/fd/0', fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  const chunks = [];
  let total = 0;
  const buffer = Buffer.allocUnsafe(65536);
  const deadline = Date.now() + STDIN_WAIT_MS;
  const nap = new Int32Array(new SharedArrayBuffer(4));
  try {
    for (;;) {
      let read;
      try {
        read = fs.readSync(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        if (error.code !== 'EAGAIN' || Date.now() >= deadline) break;
        Atomics.wait(nap, 0, 0, 1);
        continue;
      }
      if (read === 0) break;
      total += read;
      if (total <= MAX_STDIN) chunks.push(Buffer.from(buffer.subarray(0, read)));
    }
  } finally {
    fs.closeSync(fd);
  }
  return { data: Buffer.concat(chunks), total };
}

// Elsewhere a stream, not fs.read: a read blocked in the thread pool would keep the process
// alive past the time limit, while a pipe handle lets process.exit() end it at once.
function readStdinStream(done) {
  const chunks = [];
  let total = 0;
  let finished = false;
  const finish = (timedOut) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done(Buffer.concat(chunks), total, timedOut === true);
  };
  const timer = setTimeout(finish, STDIN_WAIT_MS, true);
  process.stdin
    .on('data', (chunk) => {
      total += chunk.length;
      if (total <= MAX_STDIN) chunks.push(chunk);
    })
    .on('end', () => finish(false))
    .on('error', () => finish(false));
}

function record(argv, stdin, total) {
  // A run Hookyard started itself (bench, `hookyard run`, replay: SELF_RUN_ENV in
  // electron/services/runner/self-run-marks.ts) is not agent traffic.
  if (process.env.HOOKYARD_SELF_RUN === '1') return;
  const dataDir = option(argv, '--data-dir', 'HOOKYARD_DATA_DIR');
  if (!dataDir) return;
  // "Pause recording" in Hookyard's tray (electron/services/history/recording-pause.ts).
  if (fs.existsSync(path.join(dataDir, 'spool', '.paused'))) return;
  const agent = option(argv, '--agent', 'HOOKYARD_AGENT') || 'unknown';
  const env = {};
  for (const key of ENV_KEYS) if (process.env[key] !== undefined) env[key] = process.env[key];
  const line = {
    v: 1,
    ts: new Date().toISOString(),
    agent,
    event: option(argv, '--event', 'HOOKYARD_EVENT') || null,
    cwd: process.cwd(),
    pid: process.ppid,
    env,
    stdinBytes: total || 0,
  };
  const text = stdin.toString('utf8');
  if ((total || 0) > MAX_STDIN) line.payloadText = text.slice(0, KEPT_WHEN_TOO_LARGE);
  else if (text.trim() === '') line.payload = null;
  else {
    try {
      line.payload = JSON.parse(text);
    } catch {
      line.payloadText = text;
    }
  }
  const spool = path.join(dataDir, 'spool');
  const file = path.join(spool, `${agent.replace(/[^a-z0-9-]/gi, '_')}.jsonl`);
  const bytes = Buffer.from(`${JSON.stringify(line)}\n`);
  let fd;
  try {
    fd = fs.openSync(file, 'a', 0o600);
  } catch (error) {
    if (error.code !== 'ENOENT') return;
    fs.mkdirSync(spool, { recursive: true, mode: 0o700 });
    fd = fs.openSync(file, 'a', 0o600);
  }
  try {
    fs.writeSync(fd, bytes);
  } finally {
    fs.closeSync(fd);
  }
}

// One write on fd 1 instead of building process.stdout, a stream that costs milliseconds per event.
function writeAnswer(answer) {
  try {
    fs.writeSync(1, answer);
  } catch (error) {
    // EPIPE and the like: the agent stopped listening, so there is no one to answer.
    if (error.code === 'EAGAIN') process.stdout.write(answer);
  }
}

function main() {
  const argv = process.argv.slice(2);
  const answer = NO_OPINION[option(argv, '--agent', 'HOOKYARD_AGENT')];
  readStdin((stdin, total, timedOut) => {
    try {
      record(argv, stdin, total);
    } catch {
      // Recording is best effort: the agent must not notice a full disk or a missing folder.
    }
    if (answer) writeAnswer(answer);
    process.exitCode = 0;
    // A stdin that never closed would keep the process alive.
    if (timedOut) process.exit(0);
  });
}

try {
  main();
} catch {
  process.exitCode = 0;
}
