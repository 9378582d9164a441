import { useI18n } from '../../i18n/i18n-context';
import { badHeaderName } from './model/export-form-checks';

/** One header row of the form; `stored`: its value is on disk and is not shown. */
export interface HeaderRow {
  key: number;
  name: string;
  value: string;
  stored: boolean;
}

/** The header rows: name and (write-only) value; a stored value is kept while left empty. */
export function HeaderRows(props: { rows: HeaderRow[]; onChange: (rows: HeaderRow[]) => void }) {
  const { t } = useI18n();
  const { rows, onChange } = props;
  const update = (key: number, change: Partial<HeaderRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="fieldset export-headers">
      <legend className="field-label">{t('export.headers')}</legend>
      <p className="field-hint">{t('export.headersHint')}</p>
      {rows.map((row, index) => {
        const badName = badHeaderName(row.name);
        const errorId = `export-header-name-${row.key}-error`;
        return (
          <div key={row.key}>
            <div className="export-header-row">
              <input
                className="input"
                aria-label={t('export.headerName')}
                aria-invalid={badName !== null}
                aria-describedby={badName !== null ? errorId : undefined}
                data-testid={`export-header-name-${index}`}
                value={row.name}
                onChange={(event) => update(row.key, { name: event.target.value })}
              />
              <input
                className="input"
                type="password"
                autoComplete="off"
                aria-label={t('export.headerValue')}
                data-testid={`export-header-value-${index}`}
                placeholder={row.stored ? t('export.headerKept') : ''}
                value={row.value}
                onChange={(event) => update(row.key, { value: event.target.value })}
              />
              <button
                type="button"
                className="button small"
                aria-label={t('export.removeHeader', { name: row.name })}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                ×
              </button>
            </div>
            {badName !== null ? (
              <p
                id={errorId}
                className="field-error"
                data-testid={`export-header-name-${index}-error`}
              >
                {t('export.headerNameInvalid', { name: badName })}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="button"
        className="button small"
        data-testid="export-add-header"
        onClick={() =>
          onChange([...rows, { key: Date.now() + rows.length, name: '', value: '', stored: false }])
        }
      >
        {t('export.addHeader')}
      </button>
    </fieldset>
  );
}

/** The settings change for the rows: a stored header left empty keeps its value (null). */
export function headersOf(rows: readonly HeaderRow[]): Record<string, string | null> {
  const headers: Record<string, string | null> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name) continue;
    headers[name] = row.value === '' && row.stored ? null : row.value;
  }
  return headers;
}
