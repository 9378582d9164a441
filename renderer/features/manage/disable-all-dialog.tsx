import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { agentKey } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';

/**
 * "Turn all hooks off" for the workspace on screen: one button per agent family, each saying what
 * it changes on disk. Either is one recorded change, undone from the toast or the Changes screen.
 */
export function DisableAllDialog() {
  const { t, rich } = useI18n();
  const agents = useAgents();
  const workspace = useAppStore(selectVisibleWorkspace);
  const disableAll = useAppStore((state) => state.manage.disableAll);
  const close = useAppStore((state) => state.manage.closeDialog);
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
        {agents.flatMap(({ agent, switchAllOff: off }) =>
          off
            ? [
                <li key={agent} className="disable-all-option">
                  <p>
                    <RichText
                      segments={rich(
                        agentKey(off.explainKey),
                        Object.fromEntries(
                          Object.entries(off.params).map(([name, text]) => [
                            name,
                            [{ text, code: true }],
                          ]),
                        ),
                      )}
                    />
                  </p>
                  <button
                    type="button"
                    className="button danger"
                    data-testid={`disable-all-${agent}`}
                    onClick={() => void disableAll(agent)}
                  >
                    <Icon name="power" />
                    {t(agentKey(off.labelKey))}
                  </button>
                </li>,
              ]
            : [],
        )}
      </ul>
    </Dialog>
  );
}
