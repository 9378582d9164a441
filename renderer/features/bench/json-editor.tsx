import type { ReactNode } from 'react';

import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import {} from './bench-labels';
import { isLargeText, LargeJsonText, pasteLargeText } from './large-json-text';
import type { JsonCheck, JsonError } from './model/check-json';

/** Puts the caret where a JSON problem is, in the editor with this id, and scrolls it into view. */
export function focusJsonError(editorId: string, offset: number): void {
  const editor = document.getElementById(editorId);
  if (!(editor instanceof HTMLTextAreaElement)) return;
  editor.focus();
  editor.setSelectionRange(offset, offset);
}

function JsonErrorText({
  error,
  id,
  editorId,
}: {
  error: JsonError;
  id: string;
  editorId: string;
}) {
  const { t, rich } = useI18n();
  return (
    <p id={id} className="json-error" data-testid="json-error">
      {error.problem === 'empty' ? null : (
        <span className="json-error-where">
          {t('json.where', { line: error.line, column: error.column })}
        </span>
      )}
      <span>
        <RichText segments={rich(`json.${error.problem}` as const, {})} />
      </span>
      {error.found && error.problem !== 'not-object' ? (
        <span>
          <RichText segments={rich('json.found', { found: [{ text: error.found, code: true }] })} />
        </span>
      ) : null}
      {error.problem === 'empty' ? null : (
        <button
          type="button"
          className="link-button"
          data-testid="json-error-go"
          onClick={() => focusJsonError(editorId, error.offset)}
        >
          {t('json.goTo')}
        </button>
      )}
    </p>
  );
}

/**
 * A plain, monospaced JSON text area that says, as the user types, whether the text is a JSON
 * object and, if not, what is wrong at which line and column (with a button that puts the caret
 * there). The check is the caller's (`checkJsonObject`), so the caller can refuse to send it.
 */
export function JsonEditor(props: {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange(text: string): void;
  /** null: nothing to check (an optional field left empty). */
  check: JsonCheck | null;
  rows: number;
  testId: string;
  /** Controls shown on the label's line (a preset choice, a reset button). */
  actions?: ReactNode;
  disabled?: boolean;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const invalid = props.check !== null && !props.check.ok;
  const describedBy = [props.hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field json-field">
      <div className="json-field-head">
        <label htmlFor={props.id} className="field-label">
          {props.label}
        </label>
        {props.actions}
      </div>
      {props.hint ? (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      {isLargeText(props.value) ? (
        <LargeJsonText
          id={props.id}
          testId={props.testId}
          text={props.value}
          describedBy={describedBy || undefined}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      ) : (
        <textarea
          id={props.id}
          className="json-editor"
          data-testid={props.testId}
          rows={props.rows}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={props.value}
          disabled={props.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onPaste={(event) => pasteLargeText(event, props.onChange)}
        />
      )}
      {props.check && !props.check.ok ? (
        <JsonErrorText error={props.check.error} id={errorId} editorId={props.id} />
      ) : null}
    </div>
  );
}
