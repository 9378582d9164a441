import type { ApprovalPreview as Preview } from '../../../shared/schemas/approval';
import { useI18n } from '../../i18n/i18n-context';
import { DiffView } from '../manage/diff-view';
import { LongText } from '../../components/long-text';

/** What the agent wants to do: the command line, the edit as a diff, or the tool input. */
export function ApprovalPreview({ preview }: { preview: Preview }) {
  const { t } = useI18n();
  if (preview.kind === 'diff') {
    return (
      <DiffView
        before={preview.before}
        after={preview.after}
        label={t('approvals.preview.diff', { file: preview.file })}
        testId="approval-diff"
      />
    );
  }
  const label =
    preview.kind === 'command' ? t('approvals.preview.command') : t('approvals.preview.json');
  return (
    <figure className="approval-preview" data-testid={`approval-${preview.kind}`}>
      <figcaption className="approval-preview-label">{label}</figcaption>
      <pre className="approval-preview-text" tabIndex={0}>
        <LongText text={preview.kind === 'command' ? preview.command : preview.text} />
      </pre>
    </figure>
  );
}
