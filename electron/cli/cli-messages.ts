import { formatText, type MessageParams } from '../../shared/i18n/message-format';

/**
 * The CLI's own English words that hold a count, as ICU messages formatted by the app's one
 * formatter (shared/i18n/message-format.ts), so the plural is CLDR's, never a hand-made "(s)".
 */
const CLI_MESSAGES = {
  agentHooks: '{agent} ({count, plural, one {# hook} other {# hooks}})',
  events: '{count, plural, one {# event} other {# events}}',
  hooksRan: '{count, plural, one {# hook} other {# hooks}} ran',
} as const;

/** One of the CLI's counted phrases, in English. */
export const cliText = (key: keyof typeof CLI_MESSAGES, params: MessageParams): string =>
  formatText(CLI_MESSAGES[key], params);
