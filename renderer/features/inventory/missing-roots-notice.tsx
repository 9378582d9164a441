import type { MissingRoot } from '../../../shared/schemas/inventory';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAgentText } from './use-agent-text';

/**
 * A root of the workspace on screen was deleted or moved since it was added: said first, so that
 * an empty or short list is not read as "this project has no hooks". What is listed below is
 * what the agents read now (user-level hooks, the roots still there); nothing of the missing root
 * is shown from an earlier scan.
 */
export function MissingRootsNotice({ missing }: { missing: MissingRoot[] }) {
  const { t } = useI18n();
  const { reason } = useAgentText();
  if (missing.length === 0) return null;
  return (
    <section className="source-problems" role="alert" data-testid="missing-roots">
      <Icon name="alert" className="source-problems-icon" />
      <div className="source-problems-text">
        <h2 className="source-problems-title">
          {t('inventory.missingRootsTitle', { count: missing.length })}
        </h2>
        <ul>
          {missing.map((item) => (
            <li key={item.root} data-testid="missing-root" data-root={item.root}>
              <span>
                <RichText segments={reason(item.reason)} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
