import { useShallow } from 'zustand/react/shallow';

import { LiveRegion } from '../../components/live-region';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';

/**
 * Tells screen reader users that the list changed under them: after every scan (a manual one, or
 * a file changed on disk), "Inventory updated" with the scope and its number of hooks.
 */
export function InventoryAnnouncer() {
  const { t } = useI18n();
  const { scannedAt, count, scope, workspace } = useAppStore(
    useShallow((state) => ({
      scannedAt: state.inventory.current?.scannedAt ?? null,
      count: state.inventory.current?.hooks.length ?? 0,
      scope: state.scope.kind,
      workspace: selectVisibleWorkspace(state)?.name ?? null,
    })),
  );
  const scopeName = scope === 'user' ? t('scope.userLevel') : (workspace ?? t('scope.workspace'));
  return (
    <LiveRegion
      message={scannedAt ? t('announce.inventoryUpdated', { scope: scopeName, count }) : ''}
      messageId={scannedAt ?? ''}
      testId="inventory-announcement"
    />
  );
}
