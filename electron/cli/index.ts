import { parseArgs } from 'node:util';

import { processIo, type CliIo } from './cli-io';
import { runAuditCli } from './commands/audit';
import { exportCli } from './commands/export';
import { list } from './commands/list';
import { run } from './commands/run';
import { serve } from './commands/serve';
import { test } from './commands/test';
import { trust } from './commands/trust';
import { usageOf } from './usage';

/** Runs one CLI invocation and returns its exit status (2 for a usage error). */
export async function runCli(argv: string[], io: CliIo = processIo): Promise<number> {
  // The audit commands have filters of their own; they parse their arguments themselves.
  if (argv[0] === 'audit') return runAuditCli(argv.slice(1), io);
  if (argv[0] === 'export')
    return withInterrupt((signal) => exportCli(argv.slice(1), io, { env: process.env, signal }));
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
        yes: { type: 'boolean', default: false },
        suite: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usageOf(argv[0])}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    io.out(usageOf(command));
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
        io.err(`run needs --agent and --event\n\n${usageOf('run')}`);
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
          includeOwn: values['include-own'],
        },
        io,
      );
    case 'trust':
      return trust(
        {
          dataDir,
          hookId: positionals[1],
          workspaces: values.workspace,
          yes: values.yes,
          json: values.json,
        },
        io,
      );
    default:
      io.err(`Unknown command: ${command}\n\n${usageOf(undefined)}`);
      return 2;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Ctrl-C and SIGTERM end a long command cleanly (its cursor saved, its lock released).
async function withInterrupt(command: (signal: AbortSignal) => Promise<number>): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    return await command(controller.signal);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
  }
}
