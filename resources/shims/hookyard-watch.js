/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS module the shim loads */
'use strict';
// The "watch" half of hookyard-workspace-shim.js, loaded only for a watched hook: it passes the
// original's stdout and stderr through unchanged while counting them, and appends one line per
// run to the spool Hookyard's audit log imports (electron/services/audit/ingest/spool-mapper.ts
// maps `kind: "hook-run"`). A failure to record never changes the run: every error is swallowed.
const fs = require('fs');
const path = require('path');

/** The payload's top-level facts that `keys` names (scalars only: ids, names, the cwd). */
function payloadFacts(bytes, keys) {
  const facts = {};
  try {
    const payload = JSON.parse(bytes.toString('utf8'));
    for (const key of keys) {
      const value = payload[key];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        facts[key] = value;
      }
    }
  } catch {
    // Not JSON (or empty): the run is still recorded, without payload facts.
  }
  return facts;
}

function envFacts(keys) {
  const facts = {};
  for (const key of keys) if (process.env[key] !== undefined) facts[key] = process.env[key];
  return facts;
}

/** Copies a child's stream to ours, counting bytes. Pipes to a shim on Linux write synchronously. */
function passThrough(from, to, counter, key) {
  from.on('data', (chunk) => {
    counter[key] += chunk.length;
    try {
      to.write(chunk);
    } catch {
      // The agent closed its end: the hook's output has no reader, as without the shim.
    }
  });
}

function append(spool, line) {
  // A run Hookyard started itself (bench, replay: SELF_RUN_ENV) is not the agent's run.
  if (process.env.HOOKYARD_SELF_RUN === '1') return;
  const folder = path.dirname(spool);
  // "Pause recording" (electron/services/audit/recording-pause.ts) pauses watching too.
  if (fs.existsSync(path.join(folder, '.paused'))) return;
  const bytes = Buffer.from(`${JSON.stringify(line)}\n`);
  let fd;
  try {
    fd = fs.openSync(spool, 'a', 0o600);
  } catch (error) {
    if (error.code !== 'ENOENT') return;
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    fd = fs.openSync(spool, 'a', 0o600);
  }
  try {
    // One write on an O_APPEND descriptor: whole lines, even with runs in parallel.
    fs.writeSync(fd, bytes);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Starts watching one run. `watch` is the adoption record's `watch` object: `spool`, `hook` (the
 * label History shows), `event`, `env` and `payloadKeys`.
 */
function watchRun(watch, { agent, adoption, payload }) {
  const started = Date.now();
  const startedAt = process.hrtime.bigint();
  const counts = { stdoutBytes: 0, stderrBytes: 0 };
  const watched = {
    spawnError: null,
    pipe(child) {
      passThrough(child.stdout, process.stdout, counts, 'stdoutBytes');
      passThrough(child.stderr, process.stderr, counts, 'stderrBytes');
    },
    done(code, signal) {
      try {
        append(watch.spool, {
          v: 1,
          kind: 'hook-run',
          ts: new Date(started).toISOString(),
          agent,
          adoption,
          hook: typeof watch.hook === 'string' ? watch.hook : null,
          event: typeof watch.event === 'string' ? watch.event : null,
          cwd: process.cwd(),
          pid: process.ppid,
          env: envFacts(Array.isArray(watch.env) ? watch.env : []),
          payload: payloadFacts(payload, Array.isArray(watch.payloadKeys) ? watch.payloadKeys : []),
          stdinBytes: payload.length,
          durationMs: Number(process.hrtime.bigint() - startedAt) / 1e6,
          exitCode: signal ? null : code,
          signal: signal || null,
          spawnError: watched.spawnError,
          ...counts,
        });
      } catch {
        // Recording is best effort; the hook's answer is what matters to the agent.
      }
    },
  };
  return watched;
}

module.exports = { watchRun };
