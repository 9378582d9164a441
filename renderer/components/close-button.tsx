import { Icon } from './icon';

/** The ✕ that closes a panel, dialog or notice; `label` names what it closes for screen readers. */
export function CloseButton(props: {
  label: string;
  onClick: () => void;
  testId?: string;
  title?: string;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      title={props.title}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      <Icon name="close" />
    </button>
  );
}
