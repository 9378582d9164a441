#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS script agents run */
'use strict';
// Hookyard's per-workspace switch for an adopted user-level hook. The agent runs
//   node hookyard-workspace-shim.js <claude-code|cline> <allowlist.json> <original argv...>
// (a Cline hook file calls run() below instead). When the agent works in a workspace the
// allowlist names, the original hook runs transparently: same stdin, stdout and stderr, its
// exit code or signal, signals from the agent forwarded, no timeout of its own. Elsewhere it
// does nothing: the agent's "no opinion" and exit 0. A missing or unreadable allowlist runs the
// original everywhere, as before the hook was adopted. No dependencies; starts in a Node start.
// Its cost is the point: whatever it loads, every run of the hook pays, in every workspace. So
// `child_process` (and with it net, streams, dgram) is loaded only when the original runs.
// A record with `watch` (Hookyard's "Watch this hook") also appends one line per run of the
// original to `watch.spool`: start, duration, exit code or signal, byte counts, and the facts the
// agent passed that `watch.env` and `watch.payloadKeys` name (which ones: each agent's module,
// electron/services/agents/*/…-evidence.ts). What the hook receives and answers is unchanged:
// the same payload bytes, its stdout and stderr passed through as they come, its exit.
const fs = require('fs');
const path = require('path');

// Claude Code reads empty stdout + exit 0 as no opinion; both Cline runtimes accept `{}`.
const NO_OPINION = { 'claude-code': '', cline: '{}' };
const FORWARDED = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];
const FOLD_CASE = process.platform === 'darwin' || process.platform === 'win32';
const MAX_PAYLOAD = 16 * 1024 * 1024;

/**
 * The allowed workspace roots (null: everywhere — the allowlist is missing or unreadable, or the
 * hook is adopted only to be watched) and the watch settings (null: not watched).
 */
function readRecord(file) {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8'));
    const roots = Array.isArray(record.workspaces)
      ? record.workspaces.filter((root) => typeof root === 'string')
      : null;
    const watch = record.watch && typeof record.watch.spool === 'string' ? record.watch : null;
    return { roots, watch, id: record.id };
  } catch {
    return { roots: null, watch: null, id: null };
  }
}

function normal(folder, real) {
  let resolved = path.resolve(folder);
  if (real) {
    try {
      resolved = fs.realpathSync.native(resolved);
    } catch {
      // A folder that is gone still compares by its resolved path.
    }
  }
  return FOLD_CASE ? resolved.toLowerCase() : resolved;
}

function within(folder, root) {
  return folder === root || folder.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/** Whether a folder lies in an allowed root: by its path first, then through symlinks. */
function inside(candidates, roots) {
  if (roots.length === 0) return false;
  const allowed = roots.map((root) => normal(root, false));
  const match = (real) =>
    candidates.some((candidate) => allowed.some((root) => within(normal(candidate, real), root)));
  return match(false) || match(true);
}

/** The workspace the agent names without reading stdin: Claude Code's project dir and the cwd. */
function cheapCandidates() {
  const project = process.env.CLAUDE_PROJECT_DIR;
  return project ? [project, process.cwd()] : [process.cwd()];
}

/** Cline names its workspace roots only in the payload: `workspaceRoots` (and `cwd`, if any). */
function payloadCandidates(bytes) {
  try {
    const payload = JSON.parse(bytes.toString('utf8'));
    const roots = Array.isArray(payload.workspaceRoots) ? payload.workspaceRoots : [];
    return [...roots, payload.cwd].filter((folder) => typeof folder === 'string' && folder !== '');
  } catch {
    return [];
  }
}

function readStdin(done) {
  // A blocking pipe or socket reads in one synchronous call, without starting a stream.
  try {
    return done(fs.readFileSync(0));
  } catch (error) {
    if (error.code !== 'EAGAIN') return done(Buffer.alloc(0));
  }
  // A non-blocking one (the agent's choice) takes the stream.
  const chunks = [];
  let total = 0;
  process.stdin.on('data', (chunk) => {
    total += chunk.length;
    if (total <= MAX_PAYLOAD) chunks.push(chunk);
  });
  process.stdin.on('end', () => done(Buffer.concat(chunks)));
  process.stdin.on('error', () => done(Buffer.concat(chunks)));
}

/**
 * Runs the original; `stdin` is the payload already read, or null to hand over our own stdin.
 * With `watched` (from watchRun) its stdout and stderr are piped through and counted, and the
 * run is written down before the shim ends the way the original did.
 */
function runOriginal(argv, stdin, watched) {
  const { spawn } = require('child_process');
  const [command, ...args] = argv;
  let child = null;
  // Listening before the spawn: a signal that comes while the original starts is not lost (its
  // handler runs from the event loop, after the spawn), and never ends the shim on its own.
  const forward = (signal) => child && child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  const output = watched ? 'pipe' : 'inherit';
  child = spawn(command, args, {
    stdio: [stdin === null ? 'inherit' : 'pipe', output, output],
  });
  if (watched) watched.pipe(child);
  child.on('error', (error) => {
    process.stderr.write(`hookyard-workspace-shim: cannot start ${command}: ${error.message}\n`);
    process.exitCode = 127;
    if (watched) watched.spawnError = error.code || 'spawn-failed';
  });
  // 'close', not 'exit': a watched run's counts are complete only when its pipes have closed.
  child.on('close', (code, signal) => {
    for (const name of FORWARDED) process.removeListener(name, forward);
    if (watched) watched.done(watched.spawnError ? 127 : code, signal);
    if (signal) process.kill(process.pid, signal);
    else if (!watched || !watched.spawnError) process.exitCode = code === null ? 1 : code;
  });
  if (stdin !== null) {
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  }
}

/**
 * Answers "no opinion" with a synchronous write to fd 1: two bytes need no process.stdout, whose
 * stream on the agent's pipe would load `net`. A full non-blocking pipe takes the stream after all.
 */
function sayNoOpinion(agent) {
  process.exitCode = 0;
  const text = NO_OPINION[agent] || '';
  if (!text) return;
  try {
    fs.writeSync(1, text);
  } catch (error) {
    // EPIPE and the like: the agent stopped listening, so there is no one to answer.
    if (error.code === 'EAGAIN') process.stdout.write(text);
  }
}

/** The shim proper: decide from what is cheap first, read the payload only when it must. */
function run(agent, allowlist, argv) {
  const { roots, watch, id } = readRecord(allowlist);
  if (watch) {
    // A watched run needs the payload (its session, its subagent) whatever the workspace.
    return readStdin((payload) => {
      const here =
        roots === null ||
        inside(cheapCandidates(), roots) ||
        (agent === 'cline' && inside(payloadCandidates(payload), roots));
      if (!here) return sayNoOpinion(agent);
      const { watchRun } = require('./hookyard-watch.js');
      runOriginal(argv, payload, watchRun(watch, { agent, adoption: id, payload }));
    });
  }
  if (roots === null || inside(cheapCandidates(), roots)) return runOriginal(argv, null);
  if (agent !== 'cline') return sayNoOpinion(agent);
  readStdin((payload) => {
    if (inside(payloadCandidates(payload), roots)) runOriginal(argv, payload);
    else sayNoOpinion(agent);
  });
}

module.exports = { run };

if (require.main === module) {
  const [agent, allowlist, ...argv] = process.argv.slice(2);
  if (!agent || !allowlist || argv.length === 0) {
    process.stderr.write(
      'usage: hookyard-workspace-shim.js <agent> <allowlist.json> <command...>\n',
    );
    // 1, not 2: Claude Code reads exit 2 as "block".
    process.exitCode = 1;
  } else {
    run(agent, allowlist, argv);
  }
}
