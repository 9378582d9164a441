import { spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { AppServices } from '../../electron/services/app-services';
import type { HistoryEntryInput } from '../../shared/schemas/history';
import { mapLimit } from '../../electron/services/map-limit';
import { REPLAY_PARALLELISM } from '../../electron/services/replay/replay-service';
import { builtProcessHost } from '../helpers/built-worker';
import { createTempHome, type TempHome } from '../helpers/temp-home';
import { trustEveryHook } from '../helpers/trust-review';
import { figure, report } from './bench-report';
import { processTreeCpuMs } from './process-tree-cpu';

// Issue 7: replay 10,000 recorded events against a bash hook with bounded parallelism, next to
// the same payloads run one by one with bare spawn. Replay includes everything a user waits
// for: reading the entries, finding the hooks, consent checks, the runs, comparing, and
// recording every replay in the audit log. Issue 18: at least 1.5x the bare spawns.
// REPLAY_BENCH_EVENTS: a smaller run to profile (a multiple of the 5 commands).
const EVENTS = Number(process.env.REPLAY_BENCH_EVENTS ?? 10_000);
/**
 * Entries replayed per job, at most MAX_FILTERED_ENTRIES (what one filter selects). Each slice is
 * replayed, then spawned bare, so that the machine's load (shared by others) weighs on both alike;
 * REPLAY_BENCH_SLICE makes more, smaller pairs for a spread on a short run.
 */
const SLICE = Number(process.env.REPLAY_BENCH_SLICE ?? 2_000);
/**
 * Each event runs four times (replay, bare spawn, the agent's argv one by one and three at once),
 * ~25 ms each on two cores: 10,000 events took over the bench's 600 s default and timed out.
 * 150 ms an event leaves room for a loaded machine.
 */
const TIMEOUT_MS = Math.max(600_000, EVENTS * 150);
/** REPLAY_BENCH_IN_PROCESS=1: hooks started by the app's process, as before the process hosts. */
const IN_PROCESS = process.env.REPLAY_BENCH_IN_PROCESS === '1';
const BASE = Date.UTC(2026, 0, 1);

let temp: TempHome;
let services: AppServices;
let workspace: string;
let hook: string;
const payloads: string[] = [];

const commands = ['ls -la', 'npm test', 'curl https://example.com', 'git status', 'cat README'];

beforeAll(async () => {
  temp = await createTempHome();
  // Hooks get the temp HOME, as in the other benches: this machine's ~/.bashrc (which
  // `bash -c` reads when its stdin is a socket, as Node's pipes are) is not what we measure.
  services = await AppServices.create({
    dataDir: temp.dataDir,
    paths: temp.paths,
    mode: 'browser',
    version: '0.0.0-bench',
    watch: false,
    audit: true,
    resourcesDir: path.resolve(__dirname, '../../resources'),
    processHost: IN_PROCESS ? undefined : await builtProcessHost(),
    hostEnv: { PATH: process.env['PATH'], HOME: temp.home, LANG: 'C.UTF-8' },
  });
  workspace = await temp.mkdir('ws/app');
  hook = await temp.write(
    'ws/app/.claude/hooks/guard.sh',
    `#!/bin/bash\ninput=$(cat)\nif [[ $input == *curl* ]]; then\n  echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no network"}}'\nfi\nexit 0\n`,
    0o755,
  );
  await temp.write(
    'ws/app/.claude/settings.json',
    JSON.stringify({
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `bash ${hook}` }] }],
      },
    }),
  );
  const added = await services.workspaces.add({ roots: [workspace] });
  await trustEveryHook(services, added.id);
  const entries: HistoryEntryInput[] = Array.from({ length: EVENTS }, (_, index) => {
    const payload = {
      session_id: `s${Math.floor(index / 50)}`,
      cwd: workspace,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: commands[index % commands.length] },
      tool_use_id: `toolu_${index}`,
    };
    payloads.push(JSON.stringify(payload));
    return {
      ts: new Date(BASE + index).toISOString(),
      kind: 'agent-event',
      source: 'recorder',
      agent: 'claude-code',
      workspace,
      sessionId: payload.session_id,
      event: 'PreToolUse',
      tool: 'Bash',
      hook: null,
      outcome: null,
      durationMs: null,
      payload,
      output: null,
      meta: {},
    };
  });
  for (let start = 0; start < EVENTS; start += 1_000)
    services.audit.service.append(entries.slice(start, start + 1_000));
}, 600_000);

afterAll(async () => {
  await services.dispose();
  await temp.cleanup();
});

/**
 * The baseline: bare child_process.spawn of the same hook, stdin written, until 'close'. By
 * default `bash <script>`, the baseline; the agent itself starts `bash -c '<command>'`
 * (Claude Code's shell form), one bash more per event, which replay must run too.
 */
function bareSpawn(stdin: string, argv = ['bash', hook]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd: workspace,
      env: { PATH: process.env['PATH'], HOME: temp.home, LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

describe('replay throughput', () => {
  test(
    `${EVENTS} recorded events against a bash hook`,
    async () => {
      let replayed = 0;
      let blocked = 0;
      let bareBlocked = 0;
      let replaySeconds = 0;
      let bareSeconds = 0;
      const ratios: number[] = [];
      // CPU of this process and all it started, per side: what each costs the machine.
      const cpu = { replay: 0, bare: 0 };
      const cpuSince = (from: number | null) => (from === null ? 0 : processTreeCpuMs()! - from);
      // What replay must start per event (the agent's argv), one by one and REPLAY_PARALLELISM at
      // once: the second is the most any replay could reach on this machine, where process starts
      // side by side scale far less than the cores (two shell loops at once: ~1.1-1.2x one).
      const agentArgv = ['bash', '-c', `bash ${hook}`];
      const agentSeconds = { oneByOne: 0, atOnce: 0 };
      for (let start = 0; start < EVENTS; start += SLICE) {
        const slice = payloads.slice(start, start + SLICE);
        const cpu0 = processTreeCpuMs();
        const t0 = performance.now();
        const result = await services.replay.run({
          filter: {
            source: 'recorder',
            from: new Date(BASE + start).toISOString(),
            to: new Date(BASE + start + SLICE).toISOString(),
          },
          consent: true,
        });
        const sliceReplay = (performance.now() - t0) / 1000;
        cpu.replay += cpuSince(cpu0);
        const cpu1 = processTreeCpuMs();
        if (result.kind !== 'done') throw new Error(JSON.stringify(result));
        replayed += result.cases.length;
        blocked += result.cases.filter((entry) => entry.now.verdictKind === 'blocked').length;
        const t1 = performance.now();
        for (const stdin of slice) if ((await bareSpawn(stdin)).includes('deny')) bareBlocked++;
        const sliceBare = (performance.now() - t1) / 1000;
        cpu.bare += cpuSince(cpu1);
        const t2 = performance.now();
        for (const stdin of slice) await bareSpawn(stdin, agentArgv);
        const t3 = performance.now();
        await mapLimit(slice, REPLAY_PARALLELISM, (stdin) => bareSpawn(stdin, agentArgv));
        agentSeconds.oneByOne += (t3 - t2) / 1000;
        agentSeconds.atOnce += (performance.now() - t3) / 1000;
        ratios.push(sliceBare / sliceReplay);
        replaySeconds += sliceReplay;
        bareSeconds += sliceBare;
      }
      expect(replayed).toBe(EVENTS);
      expect(blocked).toBe(EVENTS / commands.length);
      expect(bareBlocked).toBe(blocked);

      const replayRate = EVENTS / replaySeconds;
      const bareRate = EVENTS / bareSeconds;
      const where = IN_PROCESS ? 'started in process' : 'started by process hosts';
      figure(
        `replay of ${EVENTS} events, parallelism ${REPLAY_PARALLELISM}, ${where}`,
        replayRate,
        'events/s',
      );
      figure(`bare spawn of the same ${EVENTS} payloads, one by one`, bareRate, 'events/s');
      report(
        `replay throughput (parallelism ${REPLAY_PARALLELISM}, ${where}) vs bare spawn one by one, ${ratios.length} interleaved slices (spread ${Math.min(...ratios).toFixed(2)}..${Math.max(...ratios).toFixed(2)}x)`,
        replayRate,
        bareRate,
        'events/s',
        '≥ 1.5x',
      );
      report(
        `replay vs the agent's own argv (bash -c '<command>') bare, one by one`,
        replayRate,
        EVENTS / agentSeconds.oneByOne,
        'events/s',
      );
      report(
        `replay vs the agent's own argv bare, ${REPLAY_PARALLELISM} at once (this machine's ceiling for parallel starts)`,
        replayRate,
        EVENTS / agentSeconds.atOnce,
        'events/s',
      );
      report(
        `this machine: the agent's argv bare, ${REPLAY_PARALLELISM} at once vs one by one (what parallelism can give here)`,
        EVENTS / agentSeconds.atOnce,
        EVENTS / agentSeconds.oneByOne,
        'events/s',
      );
      if (processTreeCpuMs() !== null) {
        // Replay can beat bare spawns one by one only on cores bare leaves idle: on two cores its
        // ceiling is about 2 x bare's CPU per event / replay's (see the issue 18 note).
        report(
          'replay CPU per event (this process, its process hosts and every hook) vs bare spawn',
          cpu.replay / EVENTS,
          cpu.bare / EVENTS,
          'ms',
        );
      }
      expect(
        services.audit.service.query({ filter: { source: 'replay' }, limit: 1 }).entries,
      ).toHaveLength(1);
    },
    TIMEOUT_MS,
  );
});
