import type { HookEntry } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { agentKey, capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { focusScreenTitle } from '../shell/focus-screen-title';
import {} from './manage-labels';
import { canDelete, canEditEntry, canEditScript, switchStateOf } from './model/hook-abilities';
import { DetailSwitchOn } from './detail-switch-on';
import { WorkspaceAdoption } from './workspace-adoption';

/**
 * The detail panel's management actions for one hook: switch it back on where it is off (by
 * Hookyard, or by its agent's own switch), edit its script or (Claude Code) its
 * settings entry as JSON, move it to the trash
 * (with Undo), switch a user-level hook per workspace, trust it in its own agent where the agent
 * skips it until then (the agent's capabilities name those reasons), and, where the switch is
 * not offered, why not.
 */
export function HookManageActions({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const scope = useAppStore((state) => state.scope);
  const busy = useAppStore((state) => state.manage.busyHookIds.includes(hook.id));
  const openEditor = useAppStore((state) => state.editor.openScript);
  const deleteHook = useAppStore((state) => state.manage.deleteHook);
  const openEntryEditor = useAppStore((state) => state.editor.openEntry);
  const agents = useAgents();
  const switchState = switchStateOf(hook, capabilitiesOf(agents, hook.agent));
  const trust = capabilitiesOf(agents, hook.agent)?.trust;
  const openAgentTrust = useAppStore((state) => state.manage.openAgentTrust);
  return (
    <>
      {trust?.reasonKeys.includes(hook.reason.key) ? (
        <button
          type="button"
          className="button small primary"
          data-testid="detail-trust-in-agent"
          onClick={() => void openAgentTrust(hook)}
        >
          <Icon name="shield-check" />
          {t(agentKey(trust.labelKey))}
        </button>
      ) : null}
      {switchState.kind === 'off' ? <DetailSwitchOn hook={hook} /> : null}
      {canEditScript(hook) ? (
        <button
          type="button"
          className="button small"
          data-testid="detail-edit-script"
          onClick={() => void openEditor(scope, hook.id)}
        >
          <Icon name="pencil" />
          {t('manage.editScript')}
        </button>
      ) : null}
      {canEditEntry(hook, capabilitiesOf(agents, hook.agent)) ? (
        <button
          type="button"
          className="button small"
          data-testid="detail-edit-entry"
          onClick={() => void openEntryEditor(scope, hook)}
        >
          <Icon name="pencil" />
          {t('entry.edit')}
        </button>
      ) : null}
      {canDelete(hook, capabilitiesOf(agents, hook.agent)) ? (
        <button
          type="button"
          className="button small"
          data-testid="detail-delete"
          disabled={busy}
          onClick={() => {
            void deleteHook(hook);
            focusScreenTitle();
          }}
        >
          <Icon name="trash" />
          {t('manage.delete')}
        </button>
      ) : null}
      <WorkspaceAdoption hook={hook} />
      {switchState.kind === 'blocked' ? (
        <p className="detail-manage-note" data-testid="detail-switch-blocked">
          <Icon name="lock" />
          {t(`manage.blocked.${switchState.why}` as const)}
        </p>
      ) : null}
    </>
  );
}
