import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { TelemetrySettingsView, TelemetryShare } from '../../../shared/schemas/telemetry';
import { ErrorNotice } from '../../components/error-notice';
import { RichText } from '../../components/rich-text';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/translator';
import { useAppStore } from '../../store/store-context';
import { HeaderRows, headersOf, type HeaderRow } from './header-rows';
import { badHeaderName, endpointProblem } from './model/export-form-checks';

const SHARES: readonly { value: TelemetryShare; label: MessageKey }[] = [
  { value: 'counts', label: msg('export.share.counts') },
  { value: 'paths', label: msg('export.share.paths') },
  { value: 'commands', label: msg('export.share.commands') },
  { value: 'payloads', label: msg('export.share.payloads') },
];

const ENDPOINT_PROBLEMS: Record<NonNullable<ReturnType<typeof endpointProblem>>, MessageKey> = {
  'not-http': msg('export.endpointNotHttp'),
  'too-long': msg('export.endpointTooLong'),
  credentials: msg('export.endpointCredentials'),
};

/** The export settings form, seeded from the saved settings (the screen remounts it on load). */
export function ExportForm({ saved }: { saved: TelemetrySettingsView }) {
  const { t, rich } = useI18n();
  const state = useAppStore(
    useShallow((s) => ({
      save: s.telemetry.saved,
      test: s.telemetry.test,
      saveTelemetry: s.telemetry.save,
      testTelemetryCollector: s.telemetry.testCollector,
    })),
  );
  const [enabled, setEnabled] = useState(saved.enabled);
  const [endpoint, setEndpoint] = useState(saved.endpoint ?? '');
  const [team, setTeam] = useState(saved.team ?? '');
  const [share, setShare] = useState<TelemetryShare>(saved.share);
  const [rows, setRows] = useState<HeaderRow[]>(() =>
    saved.headerNames.map((name, key) => ({ key, name, value: '', stored: true })),
  );
  const test = state.test;
  const problem = endpointProblem(endpoint);
  const savable = problem === null && rows.every((row) => badHeaderName(row.name) === null);
  return (
    <form
      className="export-form"
      onSubmit={(event) => {
        event.preventDefault();
        void state.saveTelemetry({
          enabled,
          endpoint: endpoint.trim() || null,
          headers: headersOf(rows),
          share,
          team: team.trim() || null,
        });
      }}
    >
      <label className="choice">
        <input
          type="checkbox"
          data-testid="export-enabled"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t('export.enabled')}
      </label>
      <div className="field">
        <label className="field-label" htmlFor="export-endpoint">
          {t('export.endpoint')}
        </label>
        <input
          id="export-endpoint"
          className="input"
          data-testid="export-endpoint"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'export-endpoint-error' : undefined}
          value={endpoint}
          onChange={(event) => setEndpoint(event.target.value)}
        />
        {problem ? (
          <p id="export-endpoint-error" className="field-error" data-testid="export-endpoint-error">
            {t(ENDPOINT_PROBLEMS[problem])}
          </p>
        ) : null}
        <p className="field-hint">
          <RichText segments={rich('export.endpointHint', {})} />
        </p>
      </div>
      <HeaderRows rows={rows} onChange={setRows} />
      <fieldset className="fieldset">
        <legend className="field-label">{t('export.share')}</legend>
        <div className="choice-column">
          {SHARES.map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="export-share"
                data-testid={`export-share-${option.value}`}
                checked={share === option.value}
                onChange={() => setShare(option.value)}
              />
              {t(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor="export-team">
          <RichText segments={rich('export.team', {})} />
        </label>
        <input
          id="export-team"
          className="input"
          data-testid="export-team"
          value={team}
          onChange={(event) => setTeam(event.target.value)}
        />
      </div>
      <div className="export-actions">
        <button
          type="submit"
          className="button primary"
          data-testid="export-save"
          disabled={state.save?.state === 'saving' || !savable}
        >
          {t('export.save')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="export-test"
          disabled={test?.state === 'testing' || problem !== null}
          onClick={() => void state.testTelemetryCollector(endpoint.trim() || null)}
        >
          {t('export.test')}
        </button>
        {state.save?.state === 'saved' ? (
          <span role="status" className="field-hint" data-testid="export-saved">
            {t('export.saved')}
          </span>
        ) : null}
      </div>
      {state.save?.state === 'failed' ? (
        <ErrorNotice compact title={t('export.saveFailed')} error={state.save.error} />
      ) : null}
      {test ? (
        <p role="status" className="field-hint" data-testid="export-test-result">
          {test.state === 'testing'
            ? t('export.testing')
            : test.result.ok
              ? t('export.testOk', { message: test.result.message })
              : t('export.testFailed', { message: test.result.message })}
        </p>
      ) : null}
    </form>
  );
}
