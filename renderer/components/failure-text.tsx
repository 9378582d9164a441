import type { AppError } from '../../shared/result';
import { useI18n } from '../i18n/i18n-context';
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
