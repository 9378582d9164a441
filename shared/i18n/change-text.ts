import { codedTextSchema, fillTemplate, type TextParams } from './coded-text';

/**
 * What a change to the user's files did, in English, keyed by code: the summaries of the change
 * history (shared/schemas/editing.ts) travel as a code and params (files, folders, events, agent
 * ids, counts, modes); the renderer words them in its locale (catalogue keys `change.<code>`, zh-CN
 * in renderer/i18n/change-text-zh-cn.ts). Variants with and without an event are separate codes,
 * so that every language words both in its own way.
 */
export const CHANGE_TEXT_EN = {
  // switching hooks off and on
  'hook-switched-off': 'Switched off a {event} hook in {file}',
  'hook-switched-on': 'Switched on a {event} hook in {file}',
  'hook-file-switched-off': 'Switched off {file}',
  'hook-file-switched-on': 'Switched on {file}',
  'claude-hooks-turned-off': 'Turned off all Claude Code hooks in {root}',
  'hook-files-turned-off': 'Turned off every hook file in {folder}',
  // creating and editing
  'claude-hook-created': 'Created a {event} hook ({language}) in {file}',
  'cline-hook-created': 'Created the Cline hook {file}',
  'hook-edited': 'Edited a {event} hook in {file}',
  'script-edited': 'Edited {file}',
  // the trash
  'hook-trashed': 'Moved a {event} hook from {file} to the trash',
  'hook-trashed-no-event': 'Moved a hook from {file} to the trash',
  'hook-restored-from-trash': 'Restored a {event} hook to {file} from the trash',
  'hook-restored-from-trash-no-event': 'Restored a hook to {file} from the trash',
  // per-workspace switching of user-level hooks (adopt / release)
  'hook-adopted': 'Adopted a {event} hook in {file} to switch it per workspace',
  'hook-released': 'Released the adopted {event} hook in {file}',
  'hook-file-adopted': 'Adopted {file} to switch it per workspace',
  'hook-file-released': 'Released the adopted {file}',
  'adopted-hook-switched-on': 'Switched on the adopted hook {file} in {root}',
  'adopted-hook-switched-off': 'Switched off the adopted hook {file} in {root}',
  // the audit recorder
  'recorder-installed-user':
    'Installed the Hookyard recorder for {agent} (user level) on {count} event(s)',
  'recorder-installed-workspace':
    'Installed the Hookyard recorder for {agent} (workspace {workspace}) on {count} event(s)',
  'recorder-removed-user':
    'Removed the Hookyard recorder for {agent} (user level) from {count} event(s)',
  'recorder-removed-workspace':
    'Removed the Hookyard recorder for {agent} (workspace {workspace}) from {count} event(s)',
  // approvals
  'approvals-installed': 'Installed {agent} approvals ({mode}, fail-{failMode}) in {file}',
  'approvals-removed': 'Removed {agent} approvals from {file}',
  'approvals-repointed': 'Pointed the approval hooks in {file} at port {port}',
  // regression suites
  'replay-case-saved': 'Saved a replay case to {file}',
} as const;

export type ChangeTextCode = keyof typeof CHANGE_TEXT_EN;

export const ChangeTextSchema = codedTextSchema(CHANGE_TEXT_EN);
export type ChangeText = { code: ChangeTextCode; params: TextParams };

export const changeText = (code: ChangeTextCode, params: TextParams): ChangeText => ({
  code,
  params,
});

/**
 * The English words of a change's summary (CLI, logs, tests): each coded text filled and joined
 * like clauses; a summary written by an earlier version, as plain words, as written.
 */
export const changeSummaryEn = (summary: readonly ChangeText[] | string): string =>
  typeof summary === 'string'
    ? summary
    : summary.map(({ code, params }) => fillTemplate(CHANGE_TEXT_EN[code], params)).join('; ');
