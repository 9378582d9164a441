import { codedTextSchema, textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * What went wrong, for every AppFailure a service throws, in English, keyed by message code. The
 * CLI and the logs show this text; the renderer shows its own language's text for the same code
 * (shared/i18n/zh-cn/failure-text.ts; a test fails when a code has no zh-CN text).
 *
 * To add a failure: add a code and its English text here, its zh-CN text there, and throw
 * `new AppFailure(errorCode, 'your-code', { file, … })`. Params are data shown as sent: paths,
 * ids, names, event names (in code style) and `message`, a system's or parser's own words.
 */
export const FAILURE_TEXT_EN = {
  // requests and transports
  'unknown-channel': 'Unknown channel: {channel}',
  'invalid-request': 'Invalid request for {channel}: {message}',
  'invalid-request-field': 'Invalid request for {channel} at {field}: {message}',
  'request-body-too-large': 'The request body is larger than {max} bytes.',
  'request-body-not-json': 'The request body is not valid JSON.',
  'message-not-json': 'The message is not valid JSON.',
  'message-too-large': 'Too large to send ({size} MB; the limit is {max} MB).',
  'script-too-large': 'The script is too large to save ({size} MB; the limit is {max} MB).',
  'connection-lost': 'The connection to Hookyard was lost.',
  'window-not-allowed': 'This window may not call Hookyard.',
  // workspaces and trust
  'workspace-not-found': 'No workspace with id {id}.',
  'workspace-path-not-absolute': 'Use a full path: {root}',
  'workspace-folder-missing': 'The folder {root} does not exist.',
  'workspace-is-a-file': '{root} is a file, not a folder.',
  'workspace-root-duplicate': '{root} is listed twice: give each folder once.',
  'hook-not-in-workspace':
    'A hook you reviewed is no longer in {workspace} (it was removed or changed elsewhere). Nothing was trusted.',
  'hook-changed-during-review':
    '{file} changed while you were reviewing it. Review it again: nothing was trusted.',
  'workspace-hooks-unreviewed':
    'Project hooks of {workspace} wait for your review ({count}): reviewing and trusting every one of them trusts the workspace.',
  // runner and bench
  'payload-not-object': 'A hook payload must be a JSON object.',
  'payload-not-json': 'The payload is not valid JSON: {message}',
  'payload-not-object-cli': 'The payload must be a JSON object, as every agent sends.',
  'project-hook-untrusted':
    '{file} is a project hook you have not reviewed: review and trust it before running it.',
  'hook-new-since-trust':
    '{file} is new since you trusted this workspace: review and trust it before running it.',
  'hook-changed-since-trust':
    '{file} changed since you trusted this workspace: review and trust it before running it.',
  'event-not-of-agent': '{event} is not an event of {agent}.',
  'preset-not-for-event': 'The tool preset {preset} is not offered for {event} of this agent.',
  'no-runner-for-agent': 'No runner for agent {agent}.',
  'run-already-going': 'That run is already going.',
  'too-many-runs': 'Too many runs at once: wait for one to finish.',
  'chosen-hook-gone': 'A chosen hook is no longer in the inventory: refresh and try again.',
  'cli-hook-not-found': 'No {agent} hook {hook} in this scope (see `hookyard list`).',
  // audit
  'audit-entry-not-found': 'No audit entry {id}: it may have expired.',
  'audit-locked':
    '{message} Another Hookyard window or `hookyard serve` has the audit log open; close it and restart this one.',
  'audit-index-broken':
    '{message} Run `hookyard audit reindex --fresh` to rebuild the index from the log.',
  'audit-unavailable': '{message} Check that the data folder is writable and has free space.',
  // finding hooks to edit
  'hook-not-found': 'No hook with id {id} in this scope.',
  'not-a-settings-locator': '{locator} is not a settings hook locator.',
  'hook-not-editable':
    'This hook comes from {scope} configuration ({file}); Hookyard switches off hooks in user, project and local settings files only.',
  'hook-not-the-one-shown':
    'The hook at {locator} in {file} is not the one shown any more. Nothing was changed.',
  'trashed-hook-not-the-one-shown': 'The hook in {file} is not the one shown any more.',
  'hook-gone-at': 'No hook at {event}/{group}/{handler} any more.',
  'not-a-disabled-hook-id': 'Not a disabled-hook id.',
  'disabled-record-damaged': 'The switched-off hook record {file} is missing or damaged.',
  'disabled-hook-not-found': 'No switched-off hook with id {id} here.',
  'no-hooks-to-turn-off': 'There are no {agent} hooks to turn off in {workspace}.',
  'not-a-trash-id': 'Not a trash id.',
  'trash-entry-not-found': 'Nothing in the trash with id {id}.',
  'not-a-backup-id': 'Not a backup id.',
  'backup-missing': 'The backup {id} is missing.',
  'change-not-found': 'No change with id {id}.',
  'change-did-not-touch-file': 'The change did not touch {file}.',
  'files-changed-since':
    'These files changed after that change, so Hookyard cannot put them back exactly: {files}. Nothing was changed.',
  // settings files
  'settings-would-be-ignored':
    'After this change Claude Code would ignore {file} ({reason}); nothing was changed.',
  'settings-invalid-json':
    '{file} is not valid JSON (Claude Code ignores it entirely). Fix or remove the file first; Hookyard will not rewrite it.',
  'settings-invalid-jsonc':
    '{file} is not JSON its agent can read (comments are allowed there, a trailing comma is not). Fix or remove the file first; Hookyard will not rewrite it.',
  'settings-not-object': '{file} does not hold a JSON object.',
  'shown-hook-gone':
    'The hook you chose is no longer there: it was removed or changed elsewhere (another tab, an editor, the agent). Nothing was changed; the list now shows what is there.',
  'shown-hook-changed':
    'The hook in {file} changed after it was shown (it now runs: {now}). Nothing was changed; look at it again first.',
  'agent-trust-none': '{hook}: {agent} has no trust of its own to write. Nothing was changed.',
  'agent-trust-not-started':
    'Hookyard could not start {binary} to trust {hook} in {agent} ({message}). Install {agent} or put {binary} on PATH, then try again. Nothing was changed.',
  'agent-trust-refused': '{agent} did not trust {hook}: {message}. Nothing was changed.',
  'agent-trust-changed':
    '{hook} or {file} changed after the preview. Nothing was changed; look at the preview again.',
  'hook-already-off': 'This hook in {file} is already off. Nothing was changed.',
  'hook-already-on': 'This hook in {file} is already on. Nothing was changed.',
  'trash-entry-gone':
    'This hook is no longer in the trash (it was restored or the trash was emptied elsewhere). Nothing was changed.',
  'adoption-gone':
    'This hook is no longer adopted (it was released elsewhere). Nothing was changed.',
  'settings-duplicate-key':
    '"{key}" is written twice in {file}. Claude Code reads only the last one, so editing either would change which hooks run. Remove one of them first; Hookyard will not rewrite this file.',
  'hooks-not-object': '"hooks" in this file is not an object any more.',
  'event-not-list': '"{event}" in this file is not a list any more.',
  'json-shape-at-root':
    'The file is not a JSON object or list here; Hookyard will not change its shape.',
  'json-shape-at-path':
    '"{path}" is not a JSON object or list here; Hookyard will not change its shape.',
  'native-switch-not-editable':
    'Hookyard cannot switch this hook in {file}: {reason}. Nothing was changed.',
  'switch-not-alone':
    'Not switched: its agent switches hooks by name, and {name} also names {other} in {file}{more, plural, =0 {} one { and # other hook} other { and # other hooks}}, which would switch with it. Give this hook a "name" of its own to switch it alone. Nothing was changed.',
  'produced-invalid-json':
    'Hookyard produced invalid JSON for {file} ({message}); nothing was written.',
  // files on disk
  'file-gone': '{file} no longer exists.',
  'file-is-symlink':
    '{file} is a symbolic link. Hookyard moves only regular hook files, so that it can always put back exactly what it moved; switch off the file the link points to, or remove the link yourself.',
  'not-a-hook-file': '{file} is not a hook file.',
  'switched-off-file-exists':
    'A switched-off {name} is already kept in {folder}: {file}. Rename or remove one of them first; nothing was changed.',
  'new-file-took-name':
    'A new {name} was created since: {file}. Rename or remove one of them first; nothing was changed.',
  'move-target-exists': '{file} already exists; nothing was moved.',
  'file-exists': '{file} already exists; Hookyard will not overwrite it.',
  'not-a-regular-file': '{file} is not a regular file; Hookyard edits files only.',
  'file-too-large': '{file} is larger than 32 MiB; Hookyard does not edit it.',
  'file-read-only':
    '{file} is read-only. Make it writable first if you want Hookyard to change it; nothing was changed.',
  'dangling-symlink':
    '{file} is a symbolic link to a file that does not exist; Hookyard will not replace the link.',
  'changed-on-disk':
    '{file} changed on disk since Hookyard read it (another program, or the agent, wrote it). Nothing was changed; look at the file again and retry.',
  'may-not-read': 'Hookyard may not read {file} (permission denied). Nothing was changed.',
  'may-not-change': 'Hookyard may not change {file} (permission denied). Nothing was changed.',
  'file-gone-nothing-changed': '{file} no longer exists. Nothing was changed.',
  'path-part-is-file': 'A part of the path {file} is a file, not a folder. Nothing was changed.',
  'disk-full-read': 'The disk is full: cannot read {file}.',
  'disk-full-change': 'The disk is full: cannot change {file}.',
  'could-not-read': 'Could not read {file}: {message}',
  'could-not-change': 'Could not change {file}: {message}',
  'disk-full-history':
    'The disk is full: Hookyard could not record the change in its history, so it changed nothing.',
  'could-not-record':
    'Hookyard could not record the change in its history ({message}), so it changed nothing.',
  // scripts
  'script-missing': 'The script {file} does not exist.',
  'script-is-binary': '{file} is a binary file; Hookyard edits text only.',
  'script-changed-since-opened':
    '{file} changed on disk since you opened it: reload it to see the other change.',
  'inline-command-not-script':
    'This hook runs an inline command, not a script file: edit it in its settings file.',
  // creating hooks
  'choose-an-agent': 'Choose at least one agent.',
  'not-a-claude-event': '{event} is not a Claude Code hook event.',
  'template-missing': 'The {language} template for {event} is missing ({file}).',
  'unusable-script-name': '{name} is not a usable script name.',
  'handler-invalid': '{message}',
  'not-a-cline-hook-name': '{event} is not a Cline hook name.',
  'cline-cli-never-runs-event': 'The Cline CLI never runs {event} hooks.',
  'vscode-never-runs-event': 'The Cline VS Code extension never runs {event} hooks.',
  'vscode-typescript-hook':
    'The Cline VS Code extension runs only a file named exactly {event} (or {event}.ps1 on Windows): TypeScript hooks run in the Cline CLI only.',
  'parent-is-a-file': '{parent} is a file, so Hookyard cannot create {folder}.',
  // audit recorder installer
  'recorder-cline-windows':
    'Recording Cline on Windows needs PowerShell hook files, which are not planned yet.',
  'recorder-already-installed': 'The recorder is already installed there.',
  'recorder-not-installed': 'The recorder is not installed there.',
  'recorder-event-unknown':
    'The recorder cannot hook the event {event} here; nothing was installed.',
  'recorder-path-taken':
    "{file} already exists and is not Hookyard's recorder; nothing was installed. Rename or remove it first.",
  // per-workspace switch (adopted hooks) and the settings-entry editor
  'not-an-adoption-id': 'Not an adopted-hook id.',
  'adoption-record-damaged': 'The adopted-hook record {file} is missing or damaged.',
  'adopt-user-level-only':
    'Only user-level hooks are switched per workspace; a project hook belongs to its workspace already.',
  'hook-adopted-already': 'This hook is adopted already.',
  'hook-watched-already': 'This hook is watched already.',
  'hook-not-watched': 'This hook is not watched.',
  'watch-not-supported': 'Hookyard cannot watch the hooks of this agent yet.',
  'adopt-not-supported': 'Hookyard cannot switch the hooks of this agent per workspace yet.',
  'shim-needs-node':
    'The workspace shim needs Node.js (`node` on PATH), which the agents would not find. Nothing was changed.',
  'adopt-not-command-hook':
    'Hookyard cannot adopt this hook: only command hooks can run through the shim.',
  'adopt-exec-form': 'Hookyard cannot adopt this hook: it uses the exec form (`args`).',
  'adopt-powershell': 'Hookyard cannot adopt this hook: it runs in PowerShell.',
  'adopt-no-command': 'Hookyard cannot adopt this hook: it has no command.',
  'adopt-cline-posix-only':
    'Hookyard adopts Cline hook files on macOS and Linux only: a PowerShell hook cannot call the Node shim.',
  'command-hook-gone-at': 'No command hook at {event}/{group}/{handler} any more.',
  'adopted-hook-gone':
    '{file} no longer has the adopted {event} hook (switched off or edited since?). Switch it on first; nothing was changed.',
  'adopted-wrapper-changed':
    '{file} is not the adopted hook Hookyard wrote any more. Nothing was changed.',
  'adopted-original-missing': 'The original {file} is missing.',
  'entry-not-claude-settings': 'Only Claude Code settings entries open here.',
  'entry-not-the-one-shown':
    'The hook at {locator} in {file} is not the one shown any more. Reload it; nothing was changed.',
  'entry-changed-since-opened':
    '{file} changed since the entry was opened. Reload it; nothing was changed.',
  'entry-not-one-object': 'The entry must be one JSON object, without comments or trailing commas.',
  'entry-handler-invalid': '{message}. Nothing was saved.',
  // approvals (issue #6)
  'approval-agent-unnamed': 'Name the agent: ?agent=claude-code or cline.',
  'approval-payload-invalid': 'The request is not a {agent} {event} payload ({field}: {message}).',
  'approval-edit-not-accepted': '{agent} cannot take an edited input.',
  'approval-already-answered': 'No pending approval {id}: it was answered already.',
  'approval-no-session': 'This request names no session to allow it in.',
  'approval-no-workspace': 'This request names no workspace to allow it in.',
  'approval-bridge-not-running': 'The approvals bridge is not running in this process.',
  'approval-regex-invalid': '{pattern} is not a valid regular expression: {message}',
  'approval-rule-not-found': 'No approval rule {id}.',
  'approval-rule-id-twice': 'Two rules have id {id}.',
  'approvals-already-installed': 'Approvals are installed there already; uninstall first.',
  'approvals-not-installed': 'Approvals are not installed there.',
  'approvals-hook-file-changed':
    '{file} changed since Hookyard installed it; remove it yourself if it is no longer wanted.',
  'approvals-manifest-damaged': '{file} is damaged: {message}',
  'approvals-cline-windows':
    'Approvals for Cline on Windows need a PowerShell hook file, which is not available yet.',
  'approvals-cline-command-only': 'Cline runs hook files only: use the command mode.',
  'approvals-command-only': 'This agent runs command hooks only: use the command mode.',
  // replay and regression suites
  'audit-not-open-here': 'The audit log is not open here.',
  'replay-hook-has-no-event': 'That hook has no event to replay.',
  'replay-already-running': 'That replay is already running.',
  'replay-cancelled': 'The replay was cancelled.',
  'nothing-to-replay':
    'None of these entries carries the payload an agent sent, so there is nothing to replay.',
  'replay-hook-not-found': 'No hook {id}: refresh the inventory and try again.',
  'suite-workspace-not-added': '{folder} is not a workspace in Hookyard: add it first.',
  'entry-has-no-payload': 'This entry carries no payload an agent sent.',
  'case-needs-consent': 'Saving this case replays it, which needs your consent: {reasons}',
  'suite-needs-consent': 'Running {suite} needs your consent: {reasons}',
  'not-a-suite-name': '{suite} is not a suite name (a file stem: letters, digits, . _ -).',
  'folder-not-found': 'No folder {folder}.',
  'draft-handler-not-json': 'The draft looks like a handler but is not valid JSON: {message}',
  'draft-handler-no-type': 'A handler draft needs a "type" (e.g. "command").',
  'suite-not-json': '{file} is not valid JSON: {message}',
  'suite-malformed': '{file} is not a Hookyard suite: {message}',
  'suite-malformed-at': '{file} is not a Hookyard suite at {path}: {message}',
  'suite-file-not-found': 'No suite file {file}.',
  // guards that fail open (issue 15 §3)
  'guard-fix-not-offered':
    'Failing closed is not offered for this {event} hook with the installed agent version ({version}; {state}). Nothing was changed.',
  'crash-run-not-a-guard':
    'Only a hook that can block can be run as if it crashed; this {event} hook cannot block. Nothing was run.',
} as const;

export type FailureCode = keyof typeof FAILURE_TEXT_EN;

export type FailureKey = ServiceKey<'failure'>;

export const FailureTextSchema = codedTextSchema('failure', FAILURE_TEXT_EN);

/** The English words of a failure (CLI, logs). */
export const failureTextEn = (text: CodedText<FailureKey>): string => textEn(FAILURE_TEXT_EN, text);
