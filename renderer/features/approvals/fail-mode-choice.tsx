import type { ApprovalFailMode } from '../../../shared/schemas/approval';
import { useI18n } from '../../i18n/i18n-context';
import {} from './approvals-labels';

/** Fail open first: it is the default, the one that cannot lock anyone out of their agent. */
const FAIL_MODES: readonly ApprovalFailMode[] = ['open', 'closed'];

/**
 * The install's fail mode, each choice with what it means for the user when Hookyard is not
 * running, in plain words: a fail-closed install at user level denies every tool in every
 * project, which the user must see before choosing it.
 */
export function FailModeChoice(props: {
  name: string;
  value: ApprovalFailMode;
  agent: string;
  /** null: user level; else the workspace's name. */
  workspace: string | null;
  onChange: (value: ApprovalFailMode) => void;
}) {
  const { t } = useI18n();
  const consequence: Record<ApprovalFailMode, string> = {
    open: t('setup.fail.openMeans', { agent: props.agent }),
    closed:
      props.workspace === null
        ? t('setup.fail.closedMeansUser', { agent: props.agent })
        : t('setup.fail.closedMeansWorkspace', {
            agent: props.agent,
            workspace: props.workspace,
          }),
  };
  return (
    <fieldset className="fieldset fail-mode-choice" data-testid="setup-fail">
      <legend className="field-label">{t('setup.failMode')}</legend>
      <div className="choice-column">
        {FAIL_MODES.map((mode) => (
          <label key={mode} className="fail-mode-option">
            <input
              type="radio"
              name={props.name}
              value={mode}
              data-testid={`setup-fail-${mode}`}
              checked={props.value === mode}
              onChange={() => props.onChange(mode)}
            />
            <span className="fail-mode-text">
              <span className="fail-mode-label">{t(`setup.fail.${mode}` as const)}</span>
              <span className="field-hint" data-testid={`setup-fail-${mode}-means`}>
                {consequence[mode]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
