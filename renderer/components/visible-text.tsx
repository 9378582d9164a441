import { Fragment, type ReactNode } from 'react';

import { codePointName, HIDDEN_CHAR } from '../../shared/security/hidden-chars';
import { useI18n } from '../i18n/i18n-context';

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
  for (const match of text.matchAll(HIDDEN_CHAR)) {
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
  }
  parts.push(<Fragment key={from}>{text.slice(from)}</Fragment>);
  return parts;
}
