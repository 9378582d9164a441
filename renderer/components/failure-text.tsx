import type { AppError } from '../../shared/result';
import { useI18n } from '../i18n/i18n-context';
import { errorHint } from '../i18n/labels';
import { RichText } from './rich-text';

/**
 * What went wrong in a failed request, in the user's language: the failure's message key looked
 * up in the catalogue. A failure without a coded text (an unexpected internal error) is shown as sent,
 * marked as English.
 */
export function FailureText({ error }: { error: AppError }) {
  const { failure } = useI18n();
  return (
    <span lang={error.text ? undefined : 'en'} data-message-key={error.text?.key}>
      <RichText segments={failure(error)} />
    </span>
  );
}

/** What the user can do about a failure (see errorHint), or nothing where its text says it. */
export function ErrorHint({ error }: { error: AppError }) {
  const { t } = useI18n();
  const hint = errorHint(error);
  return hint ? t(hint) : null;
}
