import { flattenCatalogue, SERVICE_MESSAGES_EN } from '../../shared/i18n/service-messages';
import { FEATURE_MESSAGES_EN } from '../features/messages';

/**
 * The English catalogue: every feature's words (renderer/features/<feature>/messages/en.ts) and
 * the services' coded texts (`<namespace>.<code>`, shared/i18n). Placeholders are `{name}`;
 * `{n, plural, one {…} other {…}}` picks a form by number (`#` is the formatted number); text in
 * backticks is shown in code style.
 */
export const EN_MESSAGES = {
  ...FEATURE_MESSAGES_EN,
  ...flattenCatalogue(SERVICE_MESSAGES_EN),
};

export type MessageKey = keyof typeof EN_MESSAGES;
