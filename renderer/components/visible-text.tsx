import { Fragment, type ReactNode } from 'react';

import { codePointName, HIDDEN_CHAR, revealHiddenChars } from '../../shared/security/hidden-chars';
import { useI18n } from '../i18n/i18n-context';

/**
 * Past this many, the rest of a text's hidden characters are written out as `[U+0011]` instead
 * of being marked one by one: the browser's layout of marked characters grows with the square of
 * their number (40,000 took 5 s here), and a hook that prints binary has a hundred thousand of
 * them, which held the window for 40 s.
 */
const MAX_MARKED_CHARS = 1_000;

/**
 * Text an agent or a hook supplied (a command, a tool's input, a file's line), with the
 * characters that change how it shows without showing themselves (shared/security/hidden-chars.ts)
 * drawn as marked code points, so that what a person approves or switches on is what runs.
 */
export function VisibleText({ text }: { text: string }) {
  const { t } = useI18n();
  // Most text has none: no split, no elements.
  if (text.search(HIDDEN_CHAR) === -1) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  let marked = 0;
  for (const match of text.matchAll(HIDDEN_CHAR)) {
    if (marked === MAX_MARKED_CHARS) {
      parts.push(
        <span key="written-out" className="hidden-char" data-testid="hidden-chars-written-out">
          {t('text.hiddenCharsWrittenOut')}
        </span>,
        <Fragment key={from}>{revealHiddenChars(text.slice(from))}</Fragment>,
      );
      return parts;
    }
    const code = codePointName(match[0]);
    parts.push(
      <Fragment key={from}>{text.slice(from, match.index)}</Fragment>,
      <span
        key={`${match.index}-char`}
        className="hidden-char"
        title={t('text.hiddenChar', { code })}
      >
        {code}
      </span>,
    );
    from = match.index + match[0].length;
    marked += 1;
  }
  parts.push(<Fragment key={from}>{text.slice(from)}</Fragment>);
  return parts;
}
