import { useId, useState } from 'react';

import type { ApprovalRequest } from '../../../shared/schemas/approval';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { focusJsonError, JsonEditor } from '../bench/json-editor';
import { checkJsonObject } from '../bench/model/check-json';

const asText = (input: Record<string, unknown>): string => JSON.stringify(input, null, 2);

/**
 * "Edit then approve": the request's tool input as JSON, checked as it is typed; approving sends
 * the edited object, which the agent runs instead of its own. Text that is not a JSON object
 * cannot be sent: the caret is put on the problem instead.
 */
export function EditDialog(props: {
  request: ApprovalRequest;
  onApprove: (editedInput: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const editorId = useId();
  const original = asText(props.request.toolInput);
  const [text, setText] = useState(original);
  const check = checkJsonObject(text);
  return (
    <Dialog
      title={t('approvals.editDialog.title', { tool: props.request.toolName })}
      description={t('approvals.editDialog.description')}
      onClose={props.onClose}
      onSubmit={() => {
        if (check.ok) props.onApprove(check.value);
        else focusJsonError(editorId, check.error.offset);
      }}
      className="wide"
      testId="approval-edit-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('action.cancel')}
          </button>
          <button
            type="submit"
            className="button primary"
            data-testid="approval-edit-submit"
            aria-disabled={!check.ok}
          >
            <Icon name="check" />
            {t('approvals.editDialog.submit')}
          </button>
        </>
      }
    >
      <JsonEditor
        id={editorId}
        label={t('approvals.editDialog.input')}
        value={text}
        onChange={setText}
        check={check}
        rows={12}
        testId="approval-edit-input"
        actions={
          text === original ? null : (
            <button type="button" className="link-button" onClick={() => setText(original)}>
              {t('approvals.editDialog.reset')}
            </button>
          )
        }
      />
    </Dialog>
  );
}
