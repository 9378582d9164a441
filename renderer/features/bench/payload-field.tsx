import { useShallow } from 'zustand/react/shallow';

import type { ToolPreset } from '../../../shared/schemas/bench';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import {} from './bench-labels';
import { JsonEditor } from './json-editor';
import type { JsonCheck } from './model/check-json';
import { PAYLOAD_EDITOR_ID } from './start-bench-run';

function PresetChoice() {
  const { t } = useI18n();
  const { preset, presets, setPreset } = useAppStore(
    useShallow((state) => ({
      preset: state.bench.preset,
      presets: state.bench.event
        ? state.bench.events[state.bench.agent]?.presets[state.bench.event]
        : undefined,
      setPreset: state.bench.setPreset,
    })),
  );
  if (!presets || presets.length === 0) return null;
  return (
    <label className="preset-choice">
      <span className="preset-choice-label">{t('bench.preset')}</span>
      <select
        className="select small"
        data-testid="bench-preset"
        value={preset ?? ''}
        onChange={(change) =>
          void setPreset(change.target.value === '' ? null : (change.target.value as ToolPreset))
        }
      >
        <option value="">{t('bench.presetNone')}</option>
        {presets.map((item) => (
          <option key={item} value={item}>
            {t(`preset.${item}` as const)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The payload: a sample for the agent and event, editable; for an event that carries a tool call,
 * the agent's preset tool calls (as the services list them: no event names here).
 */
export function PayloadField({ check }: { check: JsonCheck }) {
  const { t } = useI18n();
  const { event, text, status, error, setText, reload } = useAppStore(
    useShallow((state) => ({
      event: state.bench.event,
      text: state.bench.payloadText,
      status: state.bench.payloadStatus,
      error: state.bench.payloadError,
      setText: state.bench.setPayloadText,
      reload: state.bench.loadSamplePayload,
    })),
  );
  return (
    <div className="payload-field" aria-busy={status === 'loading'}>
      <JsonEditor
        id={PAYLOAD_EDITOR_ID}
        label={t('bench.payload')}
        hint={status === 'loading' ? t('bench.payloadLoading') : t('bench.payloadHint')}
        value={text}
        onChange={setText}
        check={status === 'idle' ? null : check}
        rows={14}
        testId="bench-payload"
        actions={
          <div className="json-field-actions">
            <PresetChoice />
            <button
              type="button"
              className="link-button"
              data-testid="bench-payload-reset"
              disabled={!event}
              onClick={() => void reload()}
            >
              <Icon name="refresh" />
              {t('bench.payloadReset')}
            </button>
          </div>
        }
      />
      {status === 'error' && error ? (
        <ErrorNotice
          compact
          title={t('bench.payloadLoadFailed')}
          error={error}
          onRetry={() => void reload()}
        />
      ) : null}
    </div>
  );
}
