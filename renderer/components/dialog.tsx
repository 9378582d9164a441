import { useId, type FormEvent, type ReactNode } from 'react';

import { CloseButton } from './close-button';
import { useI18n } from '../i18n/i18n-context';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert, Tab stays inside,
 * Escape cancels, and focus returns to the opener on close. Render it only while open.
 */
export function Dialog(props: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
  footer: ReactNode;
  testId?: string;
  /** Extra class for the <dialog>, e.g. a wider layout. */
  className?: string;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const openModal = useModalDialog();
  return (
    <dialog
      ref={openModal}
      className={props.className ? `dialog ${props.className}` : 'dialog'}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <form
        method="dialog"
        className="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit?.(event);
        }}
      >
        <header className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {props.title}
          </h2>
          <CloseButton label={t('action.close')} onClick={props.onClose} />
        </header>
        {props.description ? <div className="dialog-description">{props.description}</div> : null}
        {props.children ? <div className="dialog-body">{props.children}</div> : null}
        <footer className="dialog-footer">{props.footer}</footer>
      </form>
    </dialog>
  );
}
