import type { HookEntry } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { adoptionOf } from './state/manage-slice';
import { useAppStore } from '../../store/store-context';
import { canAdopt } from './model/hook-abilities';

/**
 * The detail panel's per-workspace switch for a user-level hook seen from a workspace: on or
 * off here only (Hookyard adopts the hook the first time), where it runs, and Release, which
 * gives the original back to the agent.
 */
export function WorkspaceAdoption({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const scope = useAppStore((state) => state.scope);
  const adoption = useAppStore((state) => adoptionOf(state.manage.adoptions, hook.id));
  const busy = useAppStore((state) => state.manage.busyHookIds.includes(hook.id));
  const switchHookHere = useAppStore((state) => state.manage.switchHookHere);
  const releaseHook = useAppStore((state) => state.manage.releaseHook);
  if (scope.kind !== 'workspace' || (!adoption && !canAdopt(hook))) return null;
  const event = hook.event ?? t('hook.noEvent');
  if (!adoption) {
    return (
      <button
        type="button"
        className="button small"
        data-testid="detail-off-here"
        title={t('adopt.offHereHint')}
        disabled={busy}
        onClick={() => void switchHookHere(hook, false)}
      >
        <Icon name="power" />
        {t('adopt.offHereOnly')}
      </button>
    );
  }
  const on = adoption.onHere === true;
  return (
    <div className="detail-adoption" data-testid="detail-adoption">
      <button
        type="button"
        role="switch"
        className="hook-switch"
        data-testid="adopted-switch"
        aria-checked={on}
        aria-disabled={busy}
        aria-label={t('adopt.switchLabel', { event })}
        onClick={() => {
          if (!busy) void switchHookHere(hook, !on);
        }}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-text" aria-hidden="true">
          {t('adopt.heading')}: {on ? t('manage.on') : t('manage.off')}
        </span>
      </button>
      <button
        type="button"
        className="button small"
        data-testid="detail-release"
        title={t('adopt.releaseHint')}
        disabled={busy}
        onClick={() => void releaseHook(hook)}
      >
        <Icon name="undo" />
        {t('adopt.release')}
      </button>
      <p className="detail-manage-note" data-testid="detail-adoption-note">
        <Icon name="info" />
        {t('adopt.note', { count: adoption.workspaces.length })}
      </p>
    </div>
  );
}
