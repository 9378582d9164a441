import { useState } from 'react';

import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { DiffView } from '../manage/diff-view';
import { asCode } from '../manage/manage-labels';

/**
 * The file changed on disk while there are unsaved edits (seen on an inventory change, or when a
 * save was refused): take the disk's version, copy your text, or look at the differences and then
 * save yours over it (the version on disk is backed up like every change).
 */
export function DiskConflict(props: { mine: () => string; onCopy: () => void }) {
  const { t, rich } = useI18n();
  const session = useAppStore((state) => state.editor.script);
  const reloadScript = useAppStore((state) => state.editor.reloadScript);
  const saveScript = useAppStore((state) => state.editor.saveScript);
  const [comparing, setComparing] = useState(false);
  if (!session?.file || !session.onDisk) return null;
  const { onDisk, file } = session;
  return (
    <div className="editor-banner warning" role="alert" data-testid="editor-changed-on-disk">
      <Icon name="alert" />
      <div className="editor-banner-text">
        <p className="editor-banner-title">{t('editor.changedOnDisk')}</p>
        <p>
          <RichText segments={rich('editor.changedOnDiskBody', { file: asCode(file.path) })} />
        </p>
        {comparing ? (
          <DiffView
            before={onDisk.content}
            after={props.mine()}
            label={t('editor.diffLabel')}
            testId="editor-disk-diff"
          />
        ) : null}
        <div className="editor-banner-actions">
          <button
            type="button"
            className="button small primary"
            data-testid="editor-reload"
            onClick={() => void reloadScript()}
          >
            <Icon name="refresh" />
            {t('editor.reload')}
          </button>
          <button
            type="button"
            className="button small"
            data-testid="editor-copy-mine"
            onClick={props.onCopy}
          >
            {t('editor.copyMine')}
          </button>
          <button
            type="button"
            className="button small"
            aria-expanded={comparing}
            data-testid="editor-compare"
            onClick={() => setComparing(!comparing)}
          >
            {comparing ? t('editor.hideDifferences') : t('editor.showDifferences')}
          </button>
          {comparing ? (
            <button
              type="button"
              className="button small danger"
              data-testid="editor-overwrite"
              onClick={() => void saveScript(props.mine(), { overwrite: true })}
            >
              {t('editor.overwrite')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
