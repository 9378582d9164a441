import { useMemo } from 'react';

import { useI18n } from '../../i18n/i18n-context';
import { compactDiff, diffLines, diffStats } from './model/line-diff';
import { VisibleText } from '../../components/visible-text';

const MARK = { same: ' ', added: '+', removed: '−' } as const;

/**
 * A line diff from `before` to `after`, unchanged runs folded. Lines are marked with + and −
 * as well as colour, and the summary says how many lines were added and removed.
 */
export function DiffView(props: { before: string; after: string; label: string; testId?: string }) {
  const { t } = useI18n();
  // A diff of a large, much-changed file can take ~90 ms: once per text, not once per render.
  const lines = useMemo(() => diffLines(props.before, props.after), [props.before, props.after]);
  const stats = diffStats(lines);
  return (
    <figure className="diff" data-testid={props.testId}>
      <figcaption className="diff-caption">
        {props.label} · {t('diff.stats', { added: stats.added, removed: stats.removed })}
      </figcaption>
      <pre className="diff-lines" tabIndex={0}>
        {compactDiff(lines).map((line, index) =>
          line.kind === 'gap' ? (
            <span key={index} className="diff-line gap">
              {t('diff.unchanged', { count: line.count })}
            </span>
          ) : (
            <span key={index} className={`diff-line ${line.kind}`} data-kind={line.kind}>
              <span className="diff-mark" aria-hidden="true">
                {MARK[line.kind]}
              </span>
              {line.kind === 'same' ? null : (
                <span className="visually-hidden">
                  {line.kind === 'added' ? t('diff.added') : t('diff.removed')}
                </span>
              )}
              <VisibleText text={line.text} />
            </span>
          ),
        )}
      </pre>
    </figure>
  );
}
