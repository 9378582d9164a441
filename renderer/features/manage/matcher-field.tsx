import { useId } from 'react';

import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import type { RichParams } from '../../../shared/i18n/message-format';
import { useI18n } from '../../i18n/i18n-context';
import { asCode } from './manage-labels';
import { fixMatcher, lintMatcher, type MatcherWarning } from './model/matcher-lint';

function WarningText({ warning }: { warning: MatcherWarning }) {
  const { rich } = useI18n();
  const key = `matcher.warning.${warning.code}` as const;
  const params: RichParams =
    warning.code === 'invalid-regex'
      ? { message: warning.message }
      : warning.code === 'permission-syntax'
        ? { rule: asCode(warning.rule), tool: asCode(warning.tool) }
        : warning.code === 'case'
          ? { written: asCode(warning.written), expected: asCode(warning.expected) }
          : {};
  return <RichText segments={rich(key, params)} />;
}

/**
 * The matcher of a new Claude Code hook, read the way Claude Code will read it for the event
 * ("exact names: Bash, Write" / "a regular expression"), with a warning and, where certain, a fix
 * for each trap. Events that ignore the matcher get a note instead of the field.
 */
export function MatcherField(props: {
  event: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, rich, formatList } = useI18n();
  const id = useId();
  const { reading, warnings } = lintMatcher(props.value, props.event);
  if (reading.kind === 'ignored') {
    return (
      <p className="field-note" data-testid="matcher-ignored">
        <RichText segments={rich('newHook.matcherIgnored', { event: asCode(props.event) })} />
      </p>
    );
  }
  const readingText =
    reading.kind === 'all'
      ? rich('newHook.matcherAll', {})
      : reading.kind === 'exact'
        ? rich('newHook.matcherExact', {
            names: formatList(reading.names.map((name) => ({ text: name, code: true }))),
          })
        : reading.kind === 'regex'
          ? rich('newHook.matcherRegex', {})
          : rich('newHook.matcherInvalid', {});
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('newHook.matcher')}
      </label>
      <input
        id={id}
        className="input mono"
        data-testid="new-hook-matcher"
        value={props.value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={warnings.length > 0}
        aria-describedby={`${id}-reading ${id}-warnings`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p
        id={`${id}-reading`}
        className="field-hint"
        data-testid="matcher-reading"
        data-kind={reading.kind}
      >
        <RichText segments={readingText} />
      </p>
      <ul id={`${id}-warnings`} className="lint-list" aria-live="polite">
        {warnings.map((warning) => {
          const fixed = fixMatcher(props.value.trim(), warning);
          return (
            <li
              key={warning.code + JSON.stringify(warning)}
              className="lint-warning"
              data-testid="matcher-warning"
              data-code={warning.code}
            >
              <Icon name="alert" />
              <span>
                <WarningText warning={warning} />
              </span>
              {fixed !== null && fixed !== props.value.trim() ? (
                <button
                  type="button"
                  className="link-button"
                  data-testid="matcher-fix"
                  onClick={() => props.onChange(fixed)}
                >
                  {t('newHook.useFix', { value: fixed })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
