import type { ReactNode } from 'react';

import { Icon, type IconName } from './icon';

/** A calm, centred message that says what to do next, with the actions to do it. */
export function EmptyState(props: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={props.testId} role="status">
      <div className="empty-state-icon">
        <Icon name={props.icon} />
      </div>
      <h2 className="empty-state-title">{props.title}</h2>
      {props.children ? <div className="empty-state-body">{props.children}</div> : null}
      {props.actions ? <div className="empty-state-actions">{props.actions}</div> : null}
    </div>
  );
}
