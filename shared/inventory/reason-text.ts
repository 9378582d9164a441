import { CODEX_NOTE_TEXT_EN, CODEX_REASON_TEXT_EN } from '../agents/codex-reason-text';
import { GEMINI_NOTE_TEXT_EN, GEMINI_REASON_TEXT_EN } from '../agents/gemini-cli-reason-text';
import { AGENT_TEXT_EN } from '../agents/agent-names';

/**
 * The plain-words explanation of every hook status, in English, keyed by reason code. Services
 * produce `{code, params}`; the CLI fills these templates (electron/cli/format-inventory.ts), and
 * the renderer's i18n catalogues carry the same keys (a test checks that every code has a
 * translation).
 * Placeholders are `{name}`; agent terms (event names, file names) are passed as params so that
 * translations keep them verbatim.
 */
export const REASON_TEXT_EN = {
  ...CODEX_REASON_TEXT_EN,
  ...GEMINI_REASON_TEXT_EN,
  // active
  active: 'Runs on {event}.',
  'active-all-matching-files-run':
    'Runs on {event}; every matching file in every hooks folder runs, in full-path order.',
  'active-needs-model':
    'Runs on {event}, but a {type} hook is judged by the agent’s model: Hookyard can show it, not run it.',
  'active-needs-mcp':
    'Runs on {event} by calling the MCP tool {tool} on server {server}; Hookyard cannot run it without that server.',
  // never runs
  'cline-precompact-not-wired':
    'PreCompact is recognised by the Cline CLI but never wired to anything: it never runs.',
  'cline-event-not-in-vscode': 'The Cline VS Code extension does not run {event} hooks.',
  'cline-vscode-not-wired':
    'The Cline VS Code extension (4.x) no longer wires {event}: it never runs.',
  'cline-folder-not-read-by-vscode':
    'The Cline VS Code extension does not read {folder}; only the Cline CLI runs this file.',
  'cline-folder-not-read-by-cli': 'The Cline CLI does not read {folder}.',
  'cline-hooks-dir-flag': '--hooks-dir has no effect in Cline CLI 3.x: files there never run.',
  'http-not-supported-for-event': 'HTTP hooks are silently skipped for {event}.',
  'mcp-not-supported-for-event': 'MCP tool hooks are not available for {event}.',
  'prompt-not-allowed-for-event': '{type} hooks are not allowed on {event}.',
  'if-on-non-tool-event':
    'A hook with an "if" condition is skipped on {event}, which is not a tool event.',
  'matcher-never-matches':
    'The matcher {matcher} is a regular expression that no tool name can match.',
  // ignored
  'ignored-uppercase-extension':
    'Ignored: the extension {extension} must be written in lower case for Cline to see the file.',
  'ignored-unsupported-extension': 'Ignored: Cline does not run files ending in {extension}.',
  'ignored-unknown-name': 'Ignored: {name} is not a Cline hook name.',
  'ignored-dotfile': 'Ignored: Cline skips files whose name starts with a dot.',
  'ignored-symlink': 'Ignored: Cline skips symbolic links in hooks folders.',
  'ignored-subfolder': 'Ignored: Cline does not look inside subfolders of a hooks folder.',
  'ignored-name-not-exact':
    'Ignored by the VS Code extension: it only runs a file named exactly {expected}.',
  'ignored-broken-symlink': 'Ignored: this is a symbolic link whose target does not exist.',
  'ignored-not-regular-file':
    'Ignored: this is not a regular file (a pipe, socket or device), so Cline skips it.',
  'duplicate-key-shadowed':
    'Ignored: "{event}" is written twice in {file}, and Claude Code reads only the last one. Remove one of them; Hookyard will not edit this file until then.',
  'ignored-event-not-in-cli':
    'Ignored by the Cline CLI: {event} is a hook of the VS Code extension only.',
  // not executable
  'not-executable':
    'Not executable: the Cline VS Code extension only runs hook files with the executable bit (chmod +x).',
  // disabled
  'disabled-by-disable-all-hooks': 'Off: disableAllHooks is true in {file}.',
  'disabled-by-managed-only': 'Off: allowManagedHooksOnly in {file} lets only managed hooks run.',
  'disabled-by-hooks-enabled-setting':
    'Off: the Cline VS Code setting hooksEnabled is false ({file}).',
  'disabled-by-hookyard': 'Off: disabled in Hookyard.',
  // invalid
  'settings-invalid-json':
    'The settings file {file} is not valid JSON ({message} at line {line}, column {column}); Claude Code ignores all of its hooks.',
  'settings-not-object':
    'The settings file {file} does not hold a JSON object; its hooks are ignored.',
  'settings-file-dropped':
    'An invalid {event} handler in {file} ({message}) makes Claude Code drop the whole file, including this hook.',
  'handler-invalid': 'Claude Code ignores this entry: {message}.',
  'hooks-not-object': 'The "hooks" key in {file} must be an object of event names; it is ignored.',
  'unknown-event': '{event} is not an event Claude Code knows; the entry is ignored.',
  'matcher-invalid':
    'The matcher {matcher} is not a valid regular expression ({message}): it matches nothing.',
  'frontmatter-invalid': 'The frontmatter of {file} is not valid YAML ({message}).',
  'plugin-manifest-invalid': 'The plugin hooks file {file} is invalid ({message}).',
  'binary-file': 'This is a binary file; {interpreter} cannot run it as a script.',
  unreadable: 'Hookyard cannot read this file: {message}.',
  'hooks-folder-unreadable': 'Hookyard cannot read the hooks folder {folder}: {message}.',
  'hooks-folder-not-a-folder': '{folder} is not a folder, so Cline reads no hooks from it.',
  // workspace roots
  'workspace-root-missing':
    'This folder no longer exists: {root}. Remove it from Hookyard or restore the folder; until then no hook of it is listed.',
  'workspace-root-not-a-folder':
    '{root} is no longer a folder. Remove it from Hookyard or restore the folder; until then no hook of it is listed.',
  // interpreter
  'interpreter-missing':
    '{interpreter} is not on PATH, so this hook cannot start. Install it or add a shebang for an interpreter you have.',
} as const;

export type ReasonCode = keyof typeof REASON_TEXT_EN;

/**
 * Notes: extra facts shown next to the status (traps, cross-runtime differences). Same
 * conventions as the reasons.
 */
export const NOTE_TEXT_EN = {
  ...CODEX_NOTE_TEXT_EN,
  ...GEMINI_NOTE_TEXT_EN,
  'differs-in-other-cline-runtime': 'In the {runtime} the same file is: {status}.',
  'matcher-permission-syntax':
    '{matcher} looks like a permission rule; put it in "if", and the tool name alone in "matcher".',
  'matcher-comma-list':
    'A comma list in a matcher only works for some events; use "|" to separate tool names.',
  'matcher-case': 'Matchers are case-sensitive: {matcher} does not match {expected}.',
  'once-outside-frontmatter':
    '"once" only works in skill frontmatter; in settings the hook runs every time.',
  'exit-code-one-does-not-block':
    'Exit code 1 does not block in Claude Code; use exit 2 or a permissionDecision.',
  'async-hook': 'Runs in the background: the agent does not wait for it.',
  'shebang-wins':
    'The shebang ({shebang}) wins over the extension: the Cline CLI runs this file with {interpreter}.',
  'non-utf8-name': 'The file name is not valid UTF-8; it is shown with replacement characters.',
  'frontmatter-scope': 'Active only while the {kind} {name} is in use.',
  'plugin-scope': 'From the plugin {plugin}.',
  'duplicate-key-live':
    '"{event}" is written twice in {file}: Claude Code runs only this last one. Hookyard will not edit this file until one is removed.',
  deduplicated: 'The same command is defined elsewhere too; Claude Code runs it once per event.',
  'windows-ps1-only': 'On Windows the VS Code extension runs only {name}.ps1.',
  'cline-folder-cli-only':
    'Only the Cline CLI reads {folder}; the Cline VS Code extension never runs this file.',
  'shebang-env-flag':
    'The Cline CLI does not understand env options such as {flag} in a shebang: it tries to start {flag} as the program.',
  'agent-stop-fires-as-subagent-stop':
    'In agent frontmatter a {event} hook fires as {firesAs}, when the agent {name} finishes.',
  // Audit recorder installer
  'hookyard-recorder':
    "Hookyard's own recorder: it writes each event to Hookyard's audit log. Stop it from History › Recording.",
} as const;

export type NoteCode = keyof typeof NOTE_TEXT_EN;

/**
 * Params whose value is a code to be put into words (translated) rather than shown as sent:
 * `status` holds a HookStatus, `runtime` an AgentId. The value names the word table.
 */
export const WORD_PARAMS = { status: 'status', runtime: 'agent' } as const;

export const STATUS_TEXT_EN: Record<string, string> = {
  active: 'active (it runs)',
  'never-runs': 'never run',
  ignored: 'ignored',
  'not-executable': 'not executable',
  disabled: 'switched off',
  invalid: 'unable to run',
  'interpreter-missing': 'unable to start (interpreter missing)',
};

export { AGENT_TEXT_EN };

/** Params with code values put into English words (the CLI's output). */
export function wordParamsEn(
  params: Record<string, string | number>,
): Record<string, string | number> {
  const tables = { status: STATUS_TEXT_EN, agent: AGENT_TEXT_EN };
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const table = WORD_PARAMS[name as keyof typeof WORD_PARAMS];
      return [name, table ? (tables[table][String(value)] ?? value) : value];
    }),
  );
}
