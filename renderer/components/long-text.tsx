import { useState } from 'react';

import { useI18n } from '../i18n/i18n-context';
import { LONG_TEXT_SHOWN } from './text-layout-limit';
import { VisibleText } from './visible-text';

/**
 * Text a hook or an agent supplied, of any length (a hook's output, a payload), as VisibleText:
 * past LONG_TEXT_SHOWN characters, its start and end with a button between them that shows the
 * rest, saying how much that is.
 */
export function LongText({ text }: { text: string }) {
  const { t } = useI18n();
  // The text shown whole: another one in the same place (a case replayed again) starts short.
  const [shownWhole, setShownWhole] = useState<string | null>(null);
  if (shownWhole === text || text.length <= LONG_TEXT_SHOWN) return <VisibleText text={text} />;
  const headEnd = pairSafe(text, LONG_TEXT_SHOWN / 2);
  const tailStart = pairSafe(text, text.length - LONG_TEXT_SHOWN / 2);
  return (
    <>
      <VisibleText text={text.slice(0, headEnd)} />
      <button
        type="button"
        className="long-text-more"
        data-testid="long-text-more"
        onClick={() => setShownWhole(text)}
      >
        {t('text.showInBetween', { count: tailStart - headEnd })}
      </button>
      <VisibleText text={text.slice(tailStart)} />
    </>
  );
}

// A cut at `at`, moved back one place when it would split a surrogate pair (an emoji, say).
function pairSafe(text: string, at: number): number {
  const before = text.charCodeAt(at - 1);
  return before >= 0xd800 && before <= 0xdbff ? at - 1 : at;
}
