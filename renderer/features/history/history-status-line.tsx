import type { ReactNode } from 'react';

import { Icon } from '../../components/icon';

/** A line under History's toolbar while work on the log runs in the background. */
export function HistoryStatusLine({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="history-status-line history-muted" role="status" data-testid={testId}>
      <Icon name="refresh" className="spinning" />
      {children}
    </p>
  );
}
