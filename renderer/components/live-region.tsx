/**
 * A polite status message for screen readers, not shown on screen. The region stays mounted so
 * that assistive technology notices each change; a new `messageId` announces even the same text
 * again (e.g. two refreshes that found the same hooks).
 */
export function LiveRegion(props: { message: string; messageId: string; testId?: string }) {
  return (
    <div className="visually-hidden" role="status" data-testid={props.testId}>
      {props.message ? (
        <span key={props.messageId} data-message-id={props.messageId}>
          {props.message}
        </span>
      ) : null}
    </div>
  );
}
