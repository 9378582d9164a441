import type { ClipboardEvent } from 'react';

import { useI18n } from '../../i18n/i18n-context';

/**
 * Past this many characters a text area stops being usable: Chromium lays out its whole value,
 * and a pasted 5 MB payload froze the window for over half a minute (measured in headless
 * Chromium: 35 s for 5 MB on one line, longer with line breaks). Such a text is kept whole in the
 * store and shown as its size and its start instead; nobody edits megabytes by hand.
 */
export const LARGE_TEXT_CHARS = 256 * 1024;

/** How much of a large text is shown, so the user sees which payload it is. */
const PREVIEW_CHARS = 2000;

export function isLargeText(text: string): boolean {
  return text.length > LARGE_TEXT_CHARS;
}

/**
 * Pastes a large clipboard text into a text area's value without letting the browser insert it
 * (which would lay it out): the text at the selection is replaced, as a paste would. A small
 * paste is left to the browser, so that undo keeps working.
 */
export function pasteLargeText(
  event: ClipboardEvent<HTMLTextAreaElement>,
  onChange: (text: string) => void,
): void {
  const pasted = event.clipboardData.getData('text/plain');
  if (!isLargeText(pasted)) return;
  event.preventDefault();
  const area = event.currentTarget;
  onChange(area.value.slice(0, area.selectionStart) + pasted + area.value.slice(area.selectionEnd));
}

/** A size in MB (10^6), one decimal, as the "too large to send" text gives it. */
function megabytes(chars: number): number {
  return Math.round(chars / 100_000) / 10;
}

/**
 * Stands in for the text area while the text is large: its size, its first lines, and the ways
 * to go on (paste over it to replace it, or clear it). The text itself is sent as it is.
 */
export function LargeJsonText(props: {
  id: string;
  testId: string;
  text: string;
  describedBy: string | undefined;
  onChange(text: string): void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div
      id={props.id}
      className="json-editor json-large"
      data-testid={`${props.testId}-large`}
      role="group"
      tabIndex={0}
      aria-describedby={props.describedBy}
      onPaste={(event) => {
        if (props.disabled) return;
        event.preventDefault();
        props.onChange(event.clipboardData.getData('text/plain'));
      }}
    >
      <p className="json-large-size">{t('json.large', { size: megabytes(props.text.length) })}</p>
      <pre className="json-large-preview">{`${props.text.slice(0, PREVIEW_CHARS)}…`}</pre>
      <button
        type="button"
        className="button small"
        data-testid={`${props.testId}-clear`}
        disabled={props.disabled}
        onClick={() => props.onChange('')}
      >
        {t('json.largeClear')}
      </button>
    </div>
  );
}
