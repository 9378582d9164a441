import { AGENT_IDS } from '../../shared/schemas/agent';

/**
 * The `hookyard` help texts: one per command, so that `hookyard <command> --help` answers about
 * that command; the global help is made of the same texts.
 */
export const COMMAND_USAGE = {
  serve: `  serve     Start Hookyard in your browser (services + UI at a tokenised URL)
              --port N        port to listen on (default: 0 = any free port)
              --host H        address to bind (default 127.0.0.1; anything else is reachable
                              from other machines)`,
  list: `  list      Print every hook Claude Code, Cline, Codex and Gemini CLI would run: its status, event, id,
            command, where it is defined, and the reason
              --workspace DIR a project folder (repeat for a multi-root workspace);
                              without it, user-level hooks only
              --own           list each of Hookyard's own hooks (recorder, approvals), not
                              one line per install
              --json          machine-readable output`,
  run: `  run       Fire one event at hooks exactly as the agent would, and say what it would do
              --agent A       ${AGENT_IDS.slice(0, -1).join(', ')} or ${AGENT_IDS.at(-1)}
              --event E       e.g. PreToolUse
              --hook H        a hook's id (from hookyard list), its settings or hook file, or the
                              script its command runs (repeat; default: every active hook of E)
              --workspace DIR the project folder (default: user-level hooks)
              --payload F     the JSON payload, from a file or - for stdin (default: a sample)
              --trust         run project hooks of a workspace you have not trusted in Hookyard
              --include-own   also run Hookyard's own hooks (recorder, approvals), left out by
                              default (a run Hookyard starts is never recorded either way)
              --json          the full outcome as JSON
            Exit status 0 when the run happened, whatever the hooks decided.`,
  trust: `  trust     Trust a hook in its own agent (Codex skips a hook until trusted in Codex, and again
            after each edit): hookyard trust <hook-id> [--workspace DIR]
              --workspace DIR the project folder of a project hook
              --yes           write it; without it, only show what goes into the agent's file
              --json          the preview and result as JSON
            Uses Codex's own app-server (codex on PATH, or HOOKYARD_CODEX); keeps a copy of
            config.toml from before in the data folder's backups/agent-trust.`,
  audit: `  audit     Browse, follow, import and reindex the audit log (hookyard audit --help)`,
  export: `  export    Send the audit log to an OpenTelemetry collector (OTLP/HTTP), also while the app
            is closed; it goes on from where the app or the last export stopped
              --once          send what the log holds now, then stop
              --follow        keep sending new entries until interrupted
              --endpoint URL  the collector (default: Settings › Export), e.g. http://host:4318
              --header N=V    an HTTP header for the collector (repeat), e.g. authorization=…
              --share LEVEL   counts, paths, commands (default) or payloads
              --batch N       entries per request (default 500)
              --max-tries N   give up after N failed tries in a row (default 8 with --once)
              --backoff-ms N  the first wait after a failure, doubling up to a minute (default 1000)
            Exit status 0 when everything was sent, 1 when the collector kept failing.`,
  test: `  test      Run a workspace's regression suites (.hookyard/tests/*.json) against its hooks now
              --workspace DIR the project folder (default: the current folder)
              --suite NAME    one suite by file stem (repeat; default: every suite)
              --trust         consent to run untrusted hooks and destructive payloads
              --include-own   also run Hookyard's own hooks (recorder, approvals), left out by
                              default (a run Hookyard starts is never recorded either way)
              --json          the results as JSON, also when the suites could not run
            Exit status 0 all cases pass, 1 a verdict changed, 2 bad suite file or usage.`,
} as const;

type CommandName = keyof typeof COMMAND_USAGE;

const COMMON = `Common options:
  --data-dir DIR  Hookyard's data folder (default: $HOOKYARD_DATA_DIR or the app data folder)
  --help          this text`;

export const USAGE = `Usage: hookyard <command> [options]

Commands:
${Object.values(COMMAND_USAGE).join('\n')}

${COMMON}`;

/** The help of one command (its own options, then the common ones), else the global help. */
export function usageOf(command: string | undefined): string {
  if (!command || !Object.hasOwn(COMMAND_USAGE, command)) return USAGE;
  const own = COMMAND_USAGE[command as CommandName];
  return `Usage: hookyard ${command} [options]\n\n${own}\n\n${COMMON}`;
}
