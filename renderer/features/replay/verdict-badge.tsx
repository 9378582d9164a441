import { useI18n } from '../../i18n/i18n-context';
import { verdictLabel, verdictTone } from './replay-labels';

/** A replay side's verdict in words, tinted by tone; a kind the runner does not use, as written. */
export function VerdictBadge({ kind, testId }: { kind: string; testId?: string }) {
  const { t } = useI18n();
  const label = verdictLabel(kind);
  return (
    <span
      className={`run-badge tone-${verdictTone(kind)}`}
      data-testid={testId}
      data-verdict={kind}
    >
      {label ? t(label) : <code>{kind}</code>}
    </span>
  );
}
