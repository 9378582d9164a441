import { codedTextSchema, textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * What a change to the user's files did, in English, keyed by code: the summaries of the change
 * history (shared/schemas/editing.ts) travel as a code and params (files, folders, events, agent
 * ids, counts, modes); the renderer words them in its locale (catalogue keys `change.<code>`, zh-CN
 * in shared/i18n/zh-cn/change-text.ts). Variants with and without an event are separate codes,
 * so that every language words both in its own way.
 */
export const CHANGE_TEXT_EN = {
  // switching hooks off and on
  'hook-switched-off': 'Switched off the {event} hook {hook} in {file}',
  'hook-switched-on': 'Switched on the {event} hook {hook} in {file}',
  'hook-file-switched-off': 'Switched off {file}',
  'hook-file-switched-on': 'Switched on {file}',
  'claude-hooks-turned-off': 'Turned off all Claude Code hooks in {root}',
  'hook-files-turned-off': 'Turned off every hook file in {folder}',
  // creating and editing
  'claude-hook-created': 'Created the {event} hook {hook} ({language}) in {file}',
  'cline-hook-created': 'Created the Cline hook {file}',
  'hook-edited': 'Edited the {event} hook {hook} in {file}',
  'script-edited': 'Edited {file}',
  // the trash
  'hook-trashed': 'Moved the {event} hook {hook} from {file} to the trash',
  'hook-trashed-no-event': 'Moved a hook from {file} to the trash',
  'hook-restored-from-trash': 'Restored the {event} hook {hook} to {file} from the trash',
  'hook-restored-from-trash-no-event': 'Restored a hook to {file} from the trash',
  // per-workspace switching of user-level hooks (adopt / release)
  'hook-adopted': 'Adopted the {event} hook {hook} in {file} to switch it per workspace',
  'hook-released': 'Released the adopted {event} hook {hook} in {file}',
  // watching a hook's real runs (the same shim)
  'hook-watched': 'Started watching the {event} hook in {file}',
  'hook-unwatched': 'Stopped watching the {event} hook in {file}',
  'hook-file-adopted': 'Adopted {file} to switch it per workspace',
  'hook-file-released': 'Released the adopted {file}',
  'adopted-hook-switched-on': 'Switched on the adopted hook {file} in {root}',
  'adopted-hook-switched-off': 'Switched off the adopted hook {file} in {root}',
  // the audit recorder
  'recorder-installed-user':
    'Installed the Hookyard recorder for {agent} (user level) on {count, plural, one {# event} other {# events}}',
  'recorder-installed-workspace':
    'Installed the Hookyard recorder for {agent} (workspace {workspace}) on {count, plural, one {# event} other {# events}}',
  'recorder-removed-user':
    'Removed the Hookyard recorder for {agent} (user level) from {count, plural, one {# event} other {# events}}',
  'recorder-removed-workspace':
    'Removed the Hookyard recorder for {agent} (workspace {workspace}) from {count, plural, one {# event} other {# events}}',
  // approvals
  'approvals-installed': 'Installed {agent} approvals ({mode}, fail-{failMode}) in {file}',
  'approvals-removed': 'Removed {agent} approvals from {file}',
  'approvals-repointed': 'Pointed the approval hooks in {file} at port {port}',
  // regression suites
  'replay-case-saved': 'Saved a replay case to {file}',
  // as worded before summaries named their hook: records written then have no {hook} param
  'hook-switched-off-unnamed': 'Switched off a {event} hook in {file}',
  'hook-switched-on-unnamed': 'Switched on a {event} hook in {file}',
  'claude-hook-created-unnamed': 'Created a {event} hook ({language}) in {file}',
  'hook-edited-unnamed': 'Edited a {event} hook in {file}',
  'hook-trashed-unnamed': 'Moved a {event} hook from {file} to the trash',
  'hook-restored-from-trash-unnamed': 'Restored a {event} hook to {file} from the trash',
  'hook-adopted-unnamed': 'Adopted a {event} hook in {file} to switch it per workspace',
  'hook-released-unnamed': 'Released the adopted {event} hook in {file}',
} as const;

export type ChangeTextCode = keyof typeof CHANGE_TEXT_EN;

/**
 * The codes whose wording names the hook (`{hook}`: shared/inventory/hook-label.ts), each with
 * the code of its earlier wording, which did not.
 */
const UNNAMED_KEY = {
  'change.hook-switched-off': 'change.hook-switched-off-unnamed',
  'change.hook-switched-on': 'change.hook-switched-on-unnamed',
  'change.claude-hook-created': 'change.claude-hook-created-unnamed',
  'change.hook-edited': 'change.hook-edited-unnamed',
  'change.hook-trashed': 'change.hook-trashed-unnamed',
  'change.hook-restored-from-trash': 'change.hook-restored-from-trash-unnamed',
  'change.hook-adopted': 'change.hook-adopted-unnamed',
  'change.hook-released': 'change.hook-released-unnamed',
} as const satisfies Partial<Record<ChangeTextKey, ChangeTextKey>>;

type ChangeTextKey = ServiceKey<'change'>;

export type ChangeText = CodedText<ChangeTextKey>;

/**
 * A coded change text as read from the history. A record written before summaries named their
 * hook has the code but no `hook` param: it is read as the code of the earlier wording, so every
 * reader words it as it was worded then, never with a bare `{hook}`.
 */
export const ChangeTextSchema = codedTextSchema('change', CHANGE_TEXT_EN).transform(
  (text): ChangeText =>
    text.key in UNNAMED_KEY && !('hook' in text.params)
      ? { key: UNNAMED_KEY[text.key as keyof typeof UNNAMED_KEY], params: text.params }
      : text,
);

/**
 * The English words of a change's summary (CLI, logs, tests): each coded text filled and joined
 * like clauses; a summary written by an earlier version, as plain words, as written.
 */
export const changeSummaryEn = (summary: readonly ChangeText[] | string): string =>
  typeof summary === 'string'
    ? summary
    : summary.map((text) => textEn(CHANGE_TEXT_EN, text)).join('; ');
