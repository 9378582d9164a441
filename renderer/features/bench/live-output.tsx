import { useMemo } from 'react';

import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import type { LiveOutput } from './state/bench-output';
import type { BenchRun } from './state/bench-slice';
import type { HookTiming } from './state/bench-timing';
import { useAppStore } from '../../store/store-context';
import { HookElapsed } from './hook-elapsed';
import { VisibleText } from '../../components/visible-text';

interface RunningHook {
  hookId: string;
  timing: HookTiming | null;
  output: LiveOutput | null;
}

/** One card per hook that started or printed, in the order they started (then printed). */
function runningHooks(run: BenchRun): RunningHook[] {
  const ids = [
    ...new Set([...run.timings.map((t) => t.hookId), ...run.output.map((o) => o.hookId)]),
  ];
  return ids.map((hookId) => ({
    hookId,
    timing: run.timings.find((timing) => timing.hookId === hookId) ?? null,
    output: run.output.find((output) => output.hookId === hookId) ?? null,
  }));
}

/**
 * A run in progress: a card per hook with the time it has taken against its timeout and what it
 * has printed so far, stdout and stderr interleaved as they came (stderr set apart by colour and
 * by a mark), labelled with the hook's command.
 */
export function LiveOutputView({ run }: { run: BenchRun }) {
  const { t, rich } = useI18n();
  const hooks = useAppStore((state) => state.inventory.current?.hooks);
  const labels = useMemo(
    () => new Map((hooks ?? []).map((hook) => [hook.id, hook.handler.summary])),
    [hooks],
  );
  const cards = runningHooks(run);
  return (
    <div className="bench-running" data-testid="bench-running">
      <p className="bench-running-title">
        <span className="spinner" aria-hidden="true" />
        <span>
          <RichText
            segments={
              run.crashAs
                ? rich('crashRun.runningTitle', {
                    event: [{ text: run.event, code: true }],
                    mode: t(`guards.mode.${run.crashAs}`),
                  })
                : rich('bench.runningTitle', { event: [{ text: run.event, code: true }] })
            }
          />
        </span>
      </p>
      {cards.length === 0 ? <p className="stream-note">{t('bench.waitingOutput')}</p> : null}
      {cards.map(({ hookId, timing, output }) => {
        const label = labels.get(hookId) ?? hookId;
        return (
          <div
            key={hookId}
            className="live-output"
            data-testid="bench-live-output"
            data-hook-id={hookId}
          >
            <p className="live-output-label">
              <code title={label}>{label}</code>
              {timing ? <HookElapsed timing={timing} /> : null}
            </p>
            {output ? (
              <pre
                className="stream-text"
                tabIndex={0}
                aria-label={t('bench.liveOutputOf', { hook: label })}
              >
                {output.chunks.map((chunk, index) => (
                  <span key={index} className={`live-${chunk.stream}`} data-stream={chunk.stream}>
                    <VisibleText text={chunk.text} />
                  </span>
                ))}
              </pre>
            ) : (
              <p className="stream-note">{t('bench.waitingOutput')}</p>
            )}
            {output?.clipped ? <p className="stream-note">{t('bench.clipped')}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
