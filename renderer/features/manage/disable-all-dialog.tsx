import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';

/**
 * "Turn all hooks off" for the workspace on screen: one button per agent family, each saying what
 * it changes on disk. Either is one recorded change, undone from the toast or the Changes screen.
 */
export function DisableAllDialog() {
  const { t, rich } = useI18n();
  const workspace = useAppStore(selectVisibleWorkspace);
  const disableAll = useAppStore((state) => state.disableAll);
  const close = useAppStore((state) => state.closeManageDialog);
  if (!workspace) return null;
  return (
    <Dialog
      title={t('disableAll.title', { name: workspace.name })}
      description={t('disableAll.description')}
      onClose={close}
      testId="disable-all-dialog"
      footer={
        <button type="button" className="button" data-autofocus onClick={close}>
          {t('action.cancel')}
        </button>
      }
    >
      <ul className="disable-all-options">
        <li className="disable-all-option">
          <p>
            <RichText
              segments={rich('disableAll.claudeExplain', {
                file: [{ text: '.claude/settings.local.json', code: true }],
                key: [{ text: 'disableAllHooks', code: true }],
              })}
            />
          </p>
          <button
            type="button"
            className="button danger"
            data-testid="disable-all-claude-code"
            onClick={() => void disableAll('claude-code')}
          >
            <Icon name="power" />
            {t('disableAll.claude')}
          </button>
        </li>
        <li className="disable-all-option">
          <p>
            <RichText
              segments={rich('disableAll.clineExplain', {
                folder: [{ text: '.hookyard-disabled', code: true }],
              })}
            />
          </p>
          <button
            type="button"
            className="button danger"
            data-testid="disable-all-cline"
            onClick={() => void disableAll('cline-cli')}
          >
            <Icon name="power" />
            {t('disableAll.cline')}
          </button>
        </li>
      </ul>
    </Dialog>
  );
}
