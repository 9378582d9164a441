import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { discoverGeminiHooks } from '../../../../electron/services/agents/gemini-cli/gemini-discovery';
import { combineGeminiAnswers } from '../../../../electron/services/agents/gemini-cli/gemini-event-outcome';
import { readGeminiHookAnswer } from '../../../../electron/services/agents/gemini-cli/gemini-hook-answer';
import { geminiMatcherSelects } from '../../../../electron/services/agents/gemini-cli/gemini-matcher';
import { readTextForDiscovery } from '../../../helpers/read-text';
import { sharedPath } from '../../../helpers/shared-dir';

// The runs of the real Gemini CLI 0.61.0 recorded in fixtures/gemini/scenarios, predicted by
// Hookyard: (1) whether the shell tool ran, from the BeforeTool hooks' answers (the real
// recorder re-run here on the captured payload, in the recorded mode); (2) which BeforeTool
// hooks fired, from Hookyard's discovery of the recorded settings files.
const RECORDER = sharedPath('clients', 'gemini', 'hook-recorder.sh');
const SCENARIOS = sharedPath('fixtures', 'gemini', 'scenarios');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-gemini-recorded-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface Fired {
  file: string;
  event: string;
  label: string;
  mode: string;
}
interface Summary {
  tool_ran: boolean;
  hooks_fired: Fired[];
}
const summary = (scenario: string): Summary =>
  JSON.parse(
    fs.readFileSync(path.join(SCENARIOS, scenario, 'run-1', 'summary.json'), 'utf8'),
  ) as Summary;

// Hooks that sleep, hang (ask) or rewrite each other's input are timing or chaining questions.
const UNANSWERABLE = /^(sleep:|ask$)/;
const toolRuns = fs
  .readdirSync(SCENARIOS)
  .filter((s) => fs.existsSync(path.join(SCENARIOS, s, 'run-1', 'summary.json')))
  .filter((s) => {
    const fired = summary(s).hooks_fired.filter((h) => h.event === 'BeforeTool');
    return (
      fired.length > 0 &&
      !fired.some((h) => UNANSWERABLE.test(h.mode)) &&
      !s.startsWith('seq-rewrite') &&
      !s.startsWith('timeout')
    );
  });

/** The real recorder in the recorded mode, on the captured payload, read as Gemini reads it. */
function runRecorder(hook: Fired, stdin: string, captureDir: string) {
  return new Promise<ReturnType<typeof readGeminiHookAnswer>>((resolve) => {
    const child = execFile(
      'bash',
      [RECORDER, hook.mode, hook.label],
      { encoding: 'utf8', env: { PATH: process.env['PATH'], CAPTURE_DIR: captureDir } },
      (error, stdout, stderr) =>
        resolve(
          readGeminiHookAnswer({
            exitCode: error ? (typeof error.code === 'number' ? error.code : null) : 0,
            stdout,
            stderr,
            timedOut: false,
          }),
        ),
    );
    child.stdin?.end(stdin);
  });
}

describe('Gemini BeforeTool answers: Hookyard predicts whether the real Gemini ran the tool', () => {
  test('the recorded scenarios hold enough runs to mean something', () => {
    expect(toolRuns.length).toBeGreaterThanOrEqual(25);
  });

  // Concurrent: each scenario runs the recorder (bash, a few processes) once per hook, and
  // one after another they took a minute of waiting on those processes.
  test.concurrent.each(toolRuns)('%s', async (scenario) => {
    const run = summary(scenario);
    const answers = await Promise.all(
      run.hooks_fired
        .filter((h) => h.event === 'BeforeTool')
        .map((h) => {
          const capture = JSON.parse(
            fs.readFileSync(path.join(SCENARIOS, scenario, 'run-1', 'captures', h.file), 'utf8'),
          ) as { stdin: unknown };
          return runRecorder(h, JSON.stringify(capture.stdin), path.join(scratch, scenario));
        }),
    );
    const outcome = combineGeminiAnswers('BeforeTool', answers);
    // A rewritten command runs instead of the probe, so the probe's marker is not written.
    const probeRuns =
      outcome.toolRuns === true &&
      (outcome.toolInput === null || JSON.stringify(outcome.toolInput).includes('tool-ran.marker'));
    expect(probeRuns).toBe(run.tool_ran);
  });
});

const DISCOVERY = [
  'dis-by-command',
  'dis-enabled-false',
  'dis-hooks-enabled-false',
  'dis-hooks-key',
  'dis-hooksconfig-name',
  'dis-project-list',
  'dis-user-and-project-lists',
  'layers',
  'layers-disabled-in-system',
  'layers-insecure-system',
];

describe('Gemini discovery: Hookyard predicts which BeforeTool hooks the real Gemini fired', () => {
  test.each(DISCOVERY)('%s', async (scenario) => {
    const recorded = path.join(SCENARIOS, scenario, 'run-1');
    const home = path.join(scratch, scenario, 'home');
    const ws = path.join(scratch, scenario, 'ws');
    const system = path.join(scratch, scenario, 'system-settings.json');
    const place = (name: string, to: string) => {
      if (!fs.existsSync(path.join(recorded, name))) return;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(recorded, name), to);
    };
    place('user-settings.json', path.join(home, '.gemini', 'settings.json'));
    place('project-settings.json', path.join(ws, '.gemini', 'settings.json'));
    place('system-settings.json', system);
    const seen = await discoverGeminiHooks({
      home,
      roots: [ws],
      systemSettingsPath: system,
      readText: readTextForDiscovery,
      listDir: async () => [],
      insecureAncestor: async () => scenario === 'layers-insecure-system',
    });
    const predicted = seen.hooks
      .filter((h) => h.def.event === 'BeforeTool' && h.status === 'active')
      .filter((h) => geminiMatcherSelects('BeforeTool', h.def.matcher, 'run_shell_command'))
      .map((h) => h.def.command!.split(' ').at(-1));
    const fired = summary(scenario)
      .hooks_fired.filter((h) => h.event === 'BeforeTool')
      .map((h) => h.label);
    expect(predicted.sort()).toEqual(fired.sort());
  });
});
