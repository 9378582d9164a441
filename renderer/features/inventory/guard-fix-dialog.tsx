import { Dialog } from '../../components/dialog';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { VisibleText } from '../../components/visible-text';

/**
 * The preview of making a guard fail closed: the hook the user saw, its file, and its handler now
 * and after. "Add it" writes through the safe edit (backup in Changes; refused when the file
 * changed since the preview).
 */
export function GuardFixDialog() {
  const { t } = useI18n();
  const open = useAppStore((state) => state.upgrades.fixPreview);
  const applyFix = useAppStore((state) => state.upgrades.applyFix);
  const closeFix = useAppStore((state) => state.upgrades.closeFix);
  if (!open) return null;
  const { preview } = open;
  return (
    <Dialog
      title={t('guards.fix.previewTitle', { event: preview.event })}
      description={t('guards.fix.previewHint', { hook: preview.hook, file: preview.sourcePath })}
      onClose={closeFix}
      onSubmit={(event) => {
        event.preventDefault();
        void applyFix();
      }}
      testId="guard-fix-dialog"
      className="wide"
      footer={
        <>
          <button type="button" className="button" onClick={closeFix}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button primary" data-testid="guard-fix-apply">
            {t('guards.fix.apply')}
          </button>
        </>
      }
    >
      <div className="guard-fix-diff">
        <figure>
          <figcaption>{t('guards.fix.before')}</figcaption>
          <pre className="detail-raw" data-testid="guard-fix-before">
            <VisibleText text={preview.before} />
          </pre>
        </figure>
        <figure>
          <figcaption>{t('guards.fix.after')}</figcaption>
          <pre className="detail-raw" data-testid="guard-fix-after">
            <VisibleText text={preview.after} />
          </pre>
        </figure>
      </div>
    </Dialog>
  );
}
