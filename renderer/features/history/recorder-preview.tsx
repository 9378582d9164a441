import { useShallow } from 'zustand/react/shallow';

import type { RecorderPreview as Preview } from '../../../shared/schemas/history-recorder';
import { ErrorNotice } from '../../components/error-notice';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { PathText } from '../inventory/path-text';
import { agentKey, shimTargets } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';

/**
 * What "Record" would write, before anything is written: each file with the events it gets and
 * how many lines and bytes it grows by, and the events to record (the recommended set ticked,
 * folded away until the user wants to choose others).
 * Ticking an event asks again, so the sizes are always those of the write that would happen.
 */
export function RecorderPreview({ preview }: { preview: Preview }) {
  const { t, rich, formatNumber } = useI18n();
  const shim = shimTargets(useAgents()).find((each) => each.target === preview.agent);
  const writesHookFiles = shim?.writesHookFiles ?? false;
  const { busy, error, choose, close, record } = useAppStore(
    useShallow((state) => ({
      busy: state.history.recorder?.busy != null,
      error: state.history.recorderPreviewError,
      choose: state.history.previewRecording,
      close: state.history.closeRecorderPreview,
      record: state.history.setRecording,
    })),
  );
  const toggle = (event: string) => {
    const chosen = preview.chosen.includes(event)
      ? preview.chosen.filter((name) => name !== event)
      : preview.events.filter((name) => name === event || preview.chosen.includes(name));
    if (chosen.length > 0) void choose(preview.agent, chosen);
  };
  const recommended = preview.defaultEvents.join('\n') === preview.chosen.join('\n');
  return (
    <div className="recorder-preview" data-testid="recorder-preview">
      <h4>{t('history.recorder.preview.title')}</h4>
      {preview.problem ? (
        <ErrorNotice compact title={t('history.recorder.failed')} error={preview.problem} />
      ) : null}
      {error ? <ErrorNotice compact title={t('history.recorder.failed')} error={error} /> : null}
      {shim?.noteKey ? (
        <p className="field-hint" data-testid="recorder-preview-note">
          <RichText segments={rich(agentKey(shim.noteKey), {})} />
        </p>
      ) : null}
      <ul className="recorder-preview-files">
        {preview.files.map((file) => (
          <li key={file.file} data-testid="recorder-preview-file" data-lines={file.addedLines}>
            <PathText path={file.file} />
            <span className="history-muted">
              {file.created && writesHookFiles
                ? t('history.recorder.preview.creates', {
                    count: file.events.length,
                    kb: formatNumber(Number((file.addedBytes / 1024).toFixed(1))),
                  })
                : t('history.recorder.preview.adds', {
                    count: file.events.length,
                    lines: file.addedLines,
                    kb: formatNumber(Number((file.addedBytes / 1024).toFixed(1))),
                  })}
            </span>
          </li>
        ))}
      </ul>
      <details className="recorder-preview-choose" data-testid="recorder-preview-choose">
        <summary>
          {t('history.recorder.preview.events', {
            chosen: preview.chosen.length,
            total: preview.events.length,
          })}
        </summary>
        <fieldset className="recorder-preview-events">
          <legend className="visually-hidden">{t('history.recorder.preview.legend')}</legend>
          {preview.events.map((event) => (
            <label key={event} className="choice" data-testid="recorder-preview-event">
              <input
                type="checkbox"
                value={event}
                checked={preview.chosen.includes(event)}
                disabled={busy}
                onChange={() => toggle(event)}
              />
              <code>{event}</code>
            </label>
          ))}
        </fieldset>
      </details>
      <div className="recorder-preview-actions">
        <button
          type="button"
          className="button primary"
          data-testid="recorder-preview-confirm"
          disabled={busy || preview.problem !== null || preview.files.length === 0}
          onClick={() => void record(preview.agent, true, preview.chosen)}
        >
          {t('history.recorder.preview.confirm', { count: preview.chosen.length })}
        </button>
        {recommended ? null : (
          <button
            type="button"
            className="link-button"
            data-testid="recorder-preview-recommended"
            onClick={() => void choose(preview.agent)}
          >
            {t('history.recorder.preview.recommended')}
          </button>
        )}
        <button
          type="button"
          className="button"
          data-testid="recorder-preview-cancel"
          onClick={close}
        >
          {t('history.recorder.preview.cancel')}
        </button>
      </div>
    </div>
  );
}
