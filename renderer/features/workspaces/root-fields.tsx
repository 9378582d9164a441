import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';

/**
 * The folder paths of a new workspace: the first is the primary root (what the workspace is named
 * after and where new project hooks go); more can be added for a multi-root workspace, and any
 * but the first removed.
 */
export function RootFields({
  paths,
  onChange,
  invalid,
}: {
  paths: string[];
  onChange(paths: string[]): void;
  invalid: boolean;
}) {
  const { t } = useI18n();
  const setPath = (index: number, value: string) =>
    onChange(paths.map((path, i) => (i === index ? value : path)));
  return (
    <fieldset className="root-fields" data-testid="add-workspace-roots">
      <legend className="field-label">
        {paths.length > 1 ? t('addWorkspace.pathsLabel') : t('addWorkspace.pathLabel')}
      </legend>
      {paths.map((path, index) => (
        <div className="root-field" key={index}>
          <input
            className="input mono"
            data-testid={index === 0 ? 'add-workspace-path' : `add-workspace-path-${index}`}
            aria-label={t('addWorkspace.rootLabel', { number: index + 1 })}
            value={path}
            onChange={(event) => setPath(index, event.target.value)}
            placeholder={t('addWorkspace.pathPlaceholder')}
            spellCheck={false}
            autoComplete="off"
            data-autofocus={index === 0 ? true : undefined}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'add-workspace-problem' : undefined}
          />
          {index > 0 ? (
            <button
              type="button"
              className="button small"
              data-testid={`add-workspace-remove-root-${index}`}
              aria-label={t('addWorkspace.removeRoot', { number: index + 1 })}
              title={t('addWorkspace.removeRoot', { number: index + 1 })}
              onClick={() => onChange(paths.filter((_, i) => i !== index))}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        className="button small"
        data-testid="add-workspace-add-root"
        onClick={() => onChange([...paths, ''])}
      >
        <Icon name="plus" />
        {t('addWorkspace.addRoot')}
      </button>
      <p className="field-hint">{t('addWorkspace.rootsHint')}</p>
    </fieldset>
  );
}
