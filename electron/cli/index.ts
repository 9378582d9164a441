import { parseArgs } from 'node:util';

import { processIo, type CliIo } from './cli-io';
import { runAuditCli } from './commands/audit';
import { list } from './commands/list';
import { run } from './commands/run';
import { serve } from './commands/serve';
import { test } from './commands/test';

const USAGE = `Usage: hookyard <command> [options]

Commands:
  serve     Start Hookyard in your browser (services + UI at a tokenised URL)
              --port N        port to listen on (default: 0 = any free port)
              --host H        address to bind (default 127.0.0.1; anything else is reachable
                              from other machines)
  list      Print every hook Claude Code and Cline would run, with a status and the reason
              --workspace DIR a project folder (repeat for a multi-root workspace);
                              without it, user-level hooks only
              --own           list each of Hookyard's own hooks (recorder, approvals), not
                              one line per install
              --json          machine-readable output
  run       Fire one event at hooks exactly as the agent would, and say what it would do
              --agent A       claude-code, cline-cli or cline-vscode
              --event E       e.g. PreToolUse
              --hook H        a hook's file or id (repeat; default: every active hook of E)
              --workspace DIR the project folder (default: user-level hooks)
              --payload F     the JSON payload, from a file or - for stdin (default: a sample)
              --trust         run project hooks of a workspace you have not trusted in Hookyard
              --include-own   also run Hookyard's own hooks (recorder, approvals), left out by
                              default (a run Hookyard starts is never recorded either way)
              --json          the full outcome as JSON
            Exit status 0 when the run happened, whatever the hooks decided.
  audit     Browse, follow, import and reindex the audit log (hookyard audit --help)
  test      Run a workspace's regression suites (.hookyard/tests/*.json) against its hooks now
              --workspace DIR the project folder (default: the current folder)
              --suite NAME    one suite by file stem (repeat; default: every suite)
              --trust         consent to run untrusted hooks and destructive payloads
              --json          the results as JSON
            Exit status 0 all cases pass, 1 a verdict changed, 2 bad suite file or usage.

Common options:
  --data-dir DIR  Hookyard's data folder (default: $HOOKYARD_DATA_DIR or the app data folder)
  --help          this text`;

/** Runs one CLI invocation and returns its exit status (2 for a usage error). */
export async function runCli(argv: string[], io: CliIo = processIo): Promise<number> {
  // The audit commands have filters of their own; they parse their arguments themselves.
  if (argv[0] === 'audit') return runAuditCli(argv.slice(1), io);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        port: { type: 'string', default: '0' },
        host: { type: 'string', default: '127.0.0.1' },
        workspace: { type: 'string', multiple: true, default: [] },
        json: { type: 'boolean', default: false },
        agent: { type: 'string' },
        event: { type: 'string' },
        hook: { type: 'string', multiple: true, default: [] },
        payload: { type: 'string' },
        trust: { type: 'boolean', default: false },
        'include-own': { type: 'boolean', default: false },
        own: { type: 'boolean', default: false },
        suite: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  const dataDir = values['data-dir'];
  switch (command) {
    case 'serve': {
      const port = Number(values.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        io.err(`--port must be a whole number from 0 to 65535, not ${values.port}`);
        return 2;
      }
      return serve({ dataDir, host: values.host, port }, io);
    }
    case 'list':
      return list(
        { dataDir, workspaces: values.workspace, json: values.json, own: values.own },
        io,
      );
    case 'run':
      if (!values.agent || !values.event) {
        io.err(`run needs --agent and --event\n\n${USAGE}`);
        return 2;
      }
      return run(
        {
          dataDir,
          agent: values.agent,
          event: values.event,
          hooks: values.hook,
          workspaces: values.workspace,
          payload: values.payload,
          json: values.json,
          trust: values.trust,
          includeOwn: values['include-own'],
          readStdin,
        },
        io,
      );
    case 'test':
      return test(
        {
          dataDir,
          workspace: values.workspace[0] ?? process.cwd(),
          suites: values.suite,
          json: values.json,
          trust: values.trust,
        },
        io,
      );
    default:
      io.err(`Unknown command: ${command}\n\n${USAGE}`);
      return 2;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
