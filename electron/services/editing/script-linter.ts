import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type {
  ScriptCheckRequest,
  ScriptCheckResult,
  ScriptFinding,
} from '../../../shared/schemas/editing';
import { createWhich } from '../platform/which';
import { runProcess } from '../runner/run-process';

const CHECK_TIMEOUT_MS = 10_000;
const OUTPUT_CAP = 256 * 1024;

/**
 * The editor's syntax checks with the real tools: `bash -n` and shellcheck (where installed) for
 * shell, `python3 -m py_compile` for Python. The text being edited (saved or not) is checked in a
 * temp folder of its own, so nothing is ever written beside the user's file (no `__pycache__`).
 */
export class ScriptLinter {
  readonly #which: (command: string) => string | null;
  readonly #pathEnv: string;

  constructor(deps: { pathEnv: string; platform: NodeJS.Platform }) {
    this.#which = createWhich(deps.pathEnv, deps.platform);
    this.#pathEnv = deps.pathEnv;
  }

  async check(request: ScriptCheckRequest): Promise<ScriptCheckResult> {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-check-'));
    try {
      const file = path.join(folder, request.language === 'python' ? 'hook.py' : 'hook.sh');
      await fs.writeFile(file, request.content, { mode: 0o600 });
      return request.language === 'python'
        ? await this.#python(file, folder)
        : await this.#shell(file);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  async #shell(file: string): Promise<ScriptCheckResult> {
    const tools: ScriptCheckResult['tools'] = [];
    const findings: ScriptFinding[] = [];
    const bash = this.#which('bash');
    tools.push({ tool: 'bash', available: bash !== null });
    if (bash) {
      const run = await this.#run([bash, '-n', file]);
      findings.push(...bashFindings(run.stderr, file));
    }
    const shellcheck = this.#which('shellcheck');
    tools.push({ tool: 'shellcheck', available: shellcheck !== null });
    if (shellcheck) {
      const run = await this.#run([shellcheck, '--format=json1', '--shell=bash', file]);
      findings.push(...shellcheckFindings(run.stdout));
    }
    return { tools, findings: sortFindings(findings) };
  }

  async #python(file: string, folder: string): Promise<ScriptCheckResult> {
    const python = this.#which('python3');
    if (!python) return { tools: [{ tool: 'python', available: false }], findings: [] };
    const run = await this.#run([python, '-m', 'py_compile', file], {
      PYTHONPYCACHEPREFIX: path.join(folder, 'pycache'),
    });
    return { tools: [{ tool: 'python', available: true }], findings: pythonFindings(run.stderr) };
  }

  async #run(argv: string[], extraEnv: Record<string, string> = {}) {
    const run = await runProcess({
      argv,
      cwd: path.dirname(argv.at(-1) as string),
      env: { PATH: this.#pathEnv, LANG: 'C.UTF-8', ...extraEnv },
      stdin: '',
      timeoutMs: CHECK_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      killGraceMs: 0,
      closeGraceMs: 1_000,
      capBytes: OUTPUT_CAP,
    });
    return { stdout: run.stdout.text, stderr: run.stderr.text };
  }
}

/** `hook.sh: line 3: syntax error near unexpected token `fi'` → line 3, that message. */
function bashFindings(stderr: string, file: string): ScriptFinding[] {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /line (\d+): (.*)$/.exec(line);
      return {
        tool: 'bash' as const,
        line: match ? Number(match[1]) : null,
        column: null,
        severity: 'error' as const,
        message: (match ? (match[2] as string) : line).replaceAll(file, path.basename(file)),
        code: null,
      };
    });
}

/** shellcheck's json1 format: `{comments: [{line, column, level, code, message}]}`. */
export function shellcheckFindings(stdout: string): ScriptFinding[] {
  try {
    const parsed = JSON.parse(stdout) as {
      comments?: Array<{
        line: number;
        column: number;
        level: string;
        code: number;
        message: string;
      }>;
    };
    return (parsed.comments ?? []).map((comment) => ({
      tool: 'shellcheck' as const,
      line: comment.line,
      column: comment.column,
      severity:
        comment.level === 'error' ? 'error' : comment.level === 'warning' ? 'warning' : 'info',
      message: comment.message,
      code: `SC${comment.code}`,
    }));
  } catch {
    return [];
  }
}

/**
 * py_compile's report: `File "…", line N` then the source line, a caret, and
 * `SyntaxError: message` (the last line) → line N, that message.
 */
export function pythonFindings(stderr: string): ScriptFinding[] {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const at = /line (\d+)/.exec(stderr);
  return [
    {
      tool: 'python',
      line: at ? Number(at[1]) : null,
      column: null,
      severity: 'error',
      message: (lines.at(-1) as string).trim(),
      code: null,
    },
  ];
}

function sortFindings(findings: ScriptFinding[]): ScriptFinding[] {
  return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
