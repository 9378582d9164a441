import type { CapturedOutput } from '../../../shared/schemas/run';
import { useI18n } from '../../i18n/i18n-context';
import { LongText } from '../../components/long-text';

/**
 * One captured stream of a finished hook: its name and size, its text in a scroll box, and a note
 * where the runner left bytes out or the bytes were not UTF-8.
 */
export function CapturedStream({
  name,
  output,
  hookLabel,
}: {
  name: 'stdout' | 'stderr';
  output: CapturedOutput;
  hookLabel: string;
}) {
  const { t } = useI18n();
  return (
    <div className={`stream stream-${name}`} data-testid={`outcome-${name}`}>
      <p className="stream-head">
        <code>{name}</code>
        <span className="stream-size">{t('outcome.bytes', { count: output.totalBytes })}</span>
      </p>
      <pre
        className="stream-text"
        tabIndex={0}
        aria-label={t('outcome.streamOf', { stream: name, hook: hookLabel })}
      >
        <LongText text={output.text} />
      </pre>
      {output.truncated ? (
        <p className="stream-note" data-testid="outcome-truncated">
          {t('outcome.truncated', { omitted: output.omittedBytes, total: output.totalBytes })}
        </p>
      ) : null}
      {output.rawBase64 ? <p className="stream-note">{t('outcome.notUtf8')}</p> : null}
    </div>
  );
}
