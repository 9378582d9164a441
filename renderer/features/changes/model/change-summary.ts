import type { ChangeSummary } from '../../../../shared/schemas/editing';
import type { Segment } from '../../../../shared/i18n/message-format';
import { msg, type Translator } from '../../../i18n/translator';

/**
 * A change's summary in the reader's language: each coded text worded by the translator, joined
 * the way this language joins clauses. A summary an earlier version wrote as English words is
 * shown as written: there is no code to word it by.
 */
export function changeSummarySegments(
  i18n: Pick<Translator, 't' | 'coded'>,
  summary: ChangeSummary,
): Segment[] {
  if (typeof summary === 'string') return [{ text: summary, code: false }];
  const separator = { text: i18n.t(msg('text.clauseSeparator')), code: false };
  return summary.flatMap((text, index) => [...(index > 0 ? [separator] : []), ...i18n.coded(text)]);
}
