import type { ChangeOperation } from '../../../shared/schemas/editing';
import type { MessageKey } from '../../i18n/catalogue-en';
import type { Segment } from '../../../shared/i18n/message-format';
import { msg } from '../../i18n/translator';
import type { ScriptCheck } from '../editor/model/script-checks';
import type { SwitchBlock } from './model/hook-abilities';
import type { MatcherWarning } from './model/matcher-lint';
import type { TemplateLanguage } from './model/new-hook-form';

/** Why a switch is not offered, in words. */
export const SWITCH_BLOCK_TEXT: Record<SwitchBlock, MessageKey> = {
  managed: msg('manage.blocked.managed'),
  plugin: msg('manage.blocked.plugin'),
  frontmatter: msg('manage.blocked.frontmatter'),
  ignored: msg('manage.blocked.ignored'),
  'never-runs': msg('manage.blocked.never-runs'),
  'off-by-setting': msg('manage.blocked.off-by-setting'),
};

/** Each operation of the change history, as the Changes screen names it. */
export const OPERATION_LABEL: Record<ChangeOperation, MessageKey> = {
  disable: msg('operation.disable'),
  enable: msg('operation.enable'),
  'disable-all': msg('operation.disable-all'),
  create: msg('operation.create'),
  delete: msg('operation.delete'),
  'restore-from-trash': msg('operation.restore-from-trash'),
  restore: msg('operation.restore'),
  edit: msg('operation.edit'),
  adopt: msg('operation.adopt'),
  release: msg('operation.release'),
};

export const MATCHER_WARNING_TEXT: Record<MatcherWarning['code'], MessageKey> = {
  'invalid-regex': msg('matcher.warning.invalid-regex'),
  'permission-syntax': msg('matcher.warning.permission-syntax'),
  'comma-list': msg('matcher.warning.comma-list'),
  case: msg('matcher.warning.case'),
};

export const SCRIPT_CHECK_TEXT: Record<ScriptCheck['code'], MessageKey> = {
  'shebang-mismatch': msg('editor.check.shebang-mismatch'),
  'missing-shebang': msg('editor.check.missing-shebang'),
  'shebang-crlf': msg('editor.check.shebang-crlf'),
};

/** A param shown in code style (an event, a file, a matcher) inside a translated message. */
export const asCode = (text: string): Segment[] => [{ text, code: true }];

export const LANGUAGE_LABEL: Record<TemplateLanguage, MessageKey> = {
  bash: msg('scriptLanguage.bash'),
  python: msg('scriptLanguage.python'),
  node: msg('scriptLanguage.node'),
  typescript: msg('scriptLanguage.typescript'),
  powershell: msg('scriptLanguage.powershell'),
};
