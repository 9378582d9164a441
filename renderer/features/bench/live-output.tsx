import { useMemo } from 'react';

import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import type { BenchRun } from '../../store/bench-slice';
import { useAppStore } from '../../store/store-context';

/**
 * A run in progress: what each hook has printed so far, stdout and stderr interleaved as they
 * came (stderr set apart by colour and by a mark), labelled with the hook's command.
 */
export function LiveOutputView({ run }: { run: BenchRun }) {
  const { t, rich } = useI18n();
  const hooks = useAppStore((state) => state.inventory?.hooks);
  const labels = useMemo(
    () => new Map((hooks ?? []).map((hook) => [hook.id, hook.handler.summary])),
    [hooks],
  );
  return (
    <div className="bench-running" data-testid="bench-running">
      <p className="bench-running-title">
        <span className="spinner" aria-hidden="true" />
        <span>
          <RichText
            segments={rich('bench.runningTitle', { event: [{ text: run.event, code: true }] })}
          />
        </span>
      </p>
      {run.output.length === 0 ? (
        <p className="stream-note">{t('bench.waitingOutput')}</p>
      ) : (
        run.output.map((output) => {
          const label = labels.get(output.hookId) ?? output.hookId;
          return (
            <div
              key={output.hookId}
              className="live-output"
              data-testid="bench-live-output"
              data-hook-id={output.hookId}
            >
              <p className="live-output-label">
                <code title={label}>{label}</code>
              </p>
              <pre
                className="stream-text"
                tabIndex={0}
                aria-label={t('bench.liveOutputOf', { hook: label })}
              >
                {output.chunks.map((chunk, index) => (
                  <span key={index} className={`live-${chunk.stream}`} data-stream={chunk.stream}>
                    {chunk.text}
                  </span>
                ))}
              </pre>
              {output.clipped ? <p className="stream-note">{t('bench.clipped')}</p> : null}
            </div>
          );
        })
      )}
    </div>
  );
}
