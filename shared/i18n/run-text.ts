import { codedTextSchema, textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * What Hookyard says about one hook run, in English, keyed by code (message keys `run.<code>`): the notes next to a run (how
 * the agent treats it), why its output could not be read, and the fix for a hook that could not
 * start. The renderer words the same codes in its locale (catalogue keys `run.<code>`; zh-CN in
 * shared/i18n/zh-cn/run-text.ts, a test fails until a new code has its text there).
 * Params: `event`, `type`, `tool`, `program`, `interpreter`… are agent terms and paths (shown in
 * code style); `message` is a parser's own words and `failure` the agent's, both shown as sent.
 */
export const RUN_TEXT_EN = {
  // notes: Claude Code
  'claude-async-not-awaited': 'async hook: Claude Code does not wait for it',
  'claude-needs-model': "a {type} hook is judged by the agent's model; Hookyard cannot run it",
  'claude-needs-mcp':
    'calls the MCP tool {tool} on server {server}, which only the agent can reach',
  'claude-session-end-budget':
    'SessionEnd hooks share a 1.5 s budget unless their own timeout raises it (up to 60 s)',
  'claude-ran-in-background': 'ran in the background: its answer does not hold or change the event',
  'claude-exit-2-does-not-block': 'exit 2 does not block {event}: stderr is only shown',
  // notes: Cline CLI
  'cline-cli-run-with-bash':
    'no inferred command was given: run with bash, as Cline does for a file without shebang or known extension',
  'cline-cli-detached':
    'the Cline CLI runs {event} hooks detached, with no timeout, and discards their output; Hookyard bounds this run by {max} ms',
  'cline-cli-timed-out-output-discarded':
    'the Cline CLI discards a timed-out hook\'s output ("hook command timed out")',
  'cline-cli-spawn-failure-skipped': 'the Cline CLI logs "hook command failed" and skips this hook',
  'cline-cli-exit-code-ignored': 'exit code {exitCode} is ignored by the Cline CLI',
  'cline-cli-not-an-object': 'valid JSON that is not an object is ignored',
  'cline-cli-ignored-keys': 'ignored keys (unknown or of the wrong type): {keys}',
  // notes: Cline VS Code extension
  'vscode-failed-continues': 'failed: {failure}; the extension ignores its output and continues',
  'vscode-json-discarded': 'its JSON output is discarded',
  'vscode-output-over-1mb':
    'the extension stops streaming output after 1 MB ("[Output truncated: exceeded 1MB limit]") but parses the full stdout',
  // output the agent cannot read
  'stdout-capped':
    'stdout was {total} bytes, over the output cap: Hookyard read only its head and tail, so what the agent makes of it cannot be told',
  'claude-not-json': "stdout starts with `'{'` but is not valid JSON: {message}",
  'claude-schema-mismatch': "the JSON output does not match Claude Code's schema ({message})",
  'claude-wrong-event-name':
    'hookSpecificOutput.hookEventName is {named}, but the hook ran for {event}: the output is rejected',
  'cline-cli-invalid-json':
    "invalid JSON control output ({message}); Cline ignores this hook's output",
  'vscode-not-an-object': 'the output is not a JSON object',
  'vscode-should-continue-removed':
    "the 'shouldContinue' field has been removed: use 'cancel: true' instead",
  'vscode-wrong-type': "''{key}'' must be a {type}",
  'vscode-no-json': 'no JSON object found in stdout',
  'vscode-last-block-invalid': "the last `'{…}'` block is not valid JSON ({message})",
  // why a hook could not start ({message}: the system's own words, as it gave them)
  'start-cwd-missing': 'The working directory {cwd} does not exist.',
  'start-interpreter-missing':
    '{program} names the interpreter {interpreter} in its first line, and it is not installed.',
  'start-not-startable': '{program} exists but could not be started.',
  'start-not-found': '{program} was not found.',
  'start-not-on-path': '{program} was not found on PATH.',
  'start-not-executable': '{program} is not executable (permission denied).',
  'start-wrong-format':
    '{program} is not a program this system can run (no `#!` line or wrong format).',
  'start-failed': '{program} could not be started: {message}',
  'start-setup-failed': 'The run could not be set up: {message}',
  'http-not-a-url': '{url} is not an http(s) URL.',
  'http-unreadable-response': 'The response from {url} could not be read: {message}',
  'http-no-answer': '{url} did not answer within {ms} ms.',
  'http-cancelled': 'The request was cancelled.',
  'http-failed': 'POST {url} failed: {message}',
  // fixes for a hook that could not start
  'fix-cwd-missing': 'Pick a workspace folder that exists, or re-add the workspace in Hookyard.',
  'fix-install-interpreter':
    'Install {interpreter}, or change the first line (`#!`) to an interpreter you have, e.g. `#!/usr/bin/env bash`.',
  'fix-not-a-script':
    'Check that the file is a script with a `#!` line or a program for this system.',
  'fix-check-path': 'Check the path {program}.',
  'fix-install-program':
    "Install {program} or add the folder that holds it to PATH (the hook gets PATH from Hookyard's environment).",
  'fix-make-executable':
    'Run `chmod +x {program}`, or run it through an interpreter, e.g. `["bash", "{program}"]`.',
  'fix-add-shebang': 'Add a first line such as `#!/usr/bin/env bash`.',
  'fix-check-command': 'Check the command, its permissions and the working directory.',
  'fix-temp-folder': 'Check that the temporary folder is writable and has free space.',
  // fixes for an HTTP hook whose request failed
  'fix-full-url': 'Write a full URL such as `http://127.0.0.1:8080/hook`.',
  'fix-response-encoding':
    'Check the server: it sent a body its content-encoding header does not describe.',
  'fix-answer-sooner': 'Make the receiver answer sooner, or raise the hook timeout.',
  'fix-start-receiver': 'Start the hook receiver, or check the host and port in the URL.',
  'fix-check-url': 'Check the URL and that the receiver is reachable from this machine.',
} as const;

export type RunTextCode = keyof typeof RUN_TEXT_EN;

export const RunTextSchema = codedTextSchema('run', RUN_TEXT_EN);

export type RunText = CodedText<ServiceKey<'run'>>;

/** The English words of a run note, parse error or fix (CLI, logs, tests). */
export const runTextEn = (text: RunText): string => textEn(RUN_TEXT_EN, text);
