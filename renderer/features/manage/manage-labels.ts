import type { Segment } from '../../../shared/i18n/message-format';

/** A param shown in code style (an event, a file, a matcher) inside a translated message. */
export const asCode = (text: string): Segment[] => [{ text, code: true }];
