import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { InventoryScope } from '../../../shared/schemas/inventory';
import { ErrorNotice } from '../../components/error-notice';
import { segmentsToText } from '../../../shared/i18n/message-format';
import { useI18n } from '../../i18n/i18n-context';
import { recorderStatusOf } from './state/history-recorder';
import { useAppStore } from '../../store/store-context';
import { agentKey, shimTargets } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { RecorderPreview } from './recorder-preview';

function sameScope(a: InventoryScope, b: InventoryScope): boolean {
  if (a.kind === 'user' || b.kind === 'user') return a.kind === b.kind;
  return a.workspaceId === b.workspaceId;
}

/**
 * "Record this workspace" / "Record user level", per agent: whether Hookyard's recorder hook is
 * on every event of the scope on screen, and the button that installs or removes it (a change
 * listed, and undoable, in Changes), after a preview of what it writes and on which events.
 * Folded away by default; the status loads when opened.
 */
export function HistoryRecorder() {
  const { t, failure } = useI18n();
  const { scope, recorder, preview, load, previewRecording, setRecording } = useAppStore(
    useShallow((state) => ({
      scope: state.scope,
      recorder: state.history.recorder,
      preview: state.history.recorderPreview,
      load: state.history.loadRecorderStatus,
      previewRecording: state.history.previewRecording,
      setRecording: state.history.setRecording,
    })),
  );
  const agents = useAgents();
  const workspaceId = scope.kind === 'workspace' ? scope.workspaceId : null;
  const [open, setOpen] = useState(false);
  // Fetching, not deriving: what is installed in the scope on screen, once the section is open.
  // Loaded with the screen, the status (every agent's files in every scope) went to the server
  // beside the first page of entries and held it up.
  useEffect(() => {
    if (open) void load();
  }, [open, load, workspaceId]);
  const intro =
    scope.kind === 'user' ? t('history.recorder.introUser') : t('history.recorder.introWorkspace');
  return (
    <details
      className="history-recorder"
      data-testid="history-recorder"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('history.recorder')}</summary>
      <p className="history-muted">{intro}</p>
      {recorder?.status === 'error' && recorder.error ? (
        <ErrorNotice compact title={t('history.recorder.statusFailed')} error={recorder.error} />
      ) : (
        <ul className="history-recorder-list">
          {shimTargets(agents).map(({ target: agent, labelKey }) => {
            const status = recorderStatusOf(recorder, agent, scope);
            const busy = recorder?.busy === agent;
            const state = status?.state ?? 'off';
            return (
              <li key={agent} data-testid={`history-recorder-${agent}`} data-state={state}>
                <strong>{t(agentKey(labelKey))}</strong>
                <span
                  className="history-muted"
                  role="status"
                  title={status?.problem ? segmentsToText(failure(status.problem)) : undefined}
                >
                  {!status
                    ? t('history.recorder.loading')
                    : status.problem
                      ? t('history.recorder.unavailable')
                      : state === 'on'
                        ? t('history.recorder.on', { count: status.plannedEvents })
                        : state === 'partial'
                          ? t('history.recorder.partial', {
                              installed: status.installedEvents,
                              planned: status.plannedEvents,
                            })
                          : t('history.recorder.off')}
                </span>
                {state !== 'on' ? (
                  <button
                    type="button"
                    className="button"
                    disabled={!status || status.problem !== null || recorder?.busy != null}
                    data-testid={`history-record-${agent}`}
                    onClick={() => void previewRecording(agent)}
                  >
                    {busy
                      ? t('history.recorder.working')
                      : state === 'partial'
                        ? t('history.recorder.complete')
                        : scope.kind === 'user'
                          ? t('history.recorder.recordUser')
                          : t('history.recorder.recordWorkspace')}
                  </button>
                ) : null}
                {state !== 'off' ? (
                  <button
                    type="button"
                    className="button"
                    disabled={recorder?.busy != null}
                    data-testid={`history-unrecord-${agent}`}
                    onClick={() => void setRecording(agent, false)}
                  >
                    {busy && state === 'on'
                      ? t('history.recorder.working')
                      : t('history.recorder.stop')}
                  </button>
                ) : null}
                {preview && preview.agent === agent && sameScope(preview.scope, scope) ? (
                  <RecorderPreview preview={preview} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {recorder?.status !== 'error' && recorder?.error ? (
        <ErrorNotice compact title={t('history.recorder.failed')} error={recorder.error} />
      ) : null}
    </details>
  );
}
