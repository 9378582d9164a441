import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { ApprovalRequest } from '../../../shared/schemas/approval';
import { handleArrowNavigation } from '../../components/arrow-navigation';
import { MAIN_TITLE_ID } from '../../components/focus';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { AlwaysAllowDialog } from './always-allow-dialog';
import { ApprovalCard, type ApprovalCardActions } from './approval-card';
import { ApprovalsToolbar } from './approvals-toolbar';
import { DenyDialog } from './deny-dialog';
import { EditDialog } from './edit-dialog';

type OpenDialog =
  | { kind: 'deny'; ids: string[] }
  | { kind: 'edit'; request: ApprovalRequest }
  | { kind: 'always'; request: ApprovalRequest }
  | null;

function focusTitleIfLost(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(MAIN_TITLE_ID)?.focus();
  });
}

/** The keys that act on the focused card (the list's hint line names them). */
const CARD_KEYS: Record<string, keyof ApprovalCardActions> = {
  a: 'approve',
  d: 'deny',
  e: 'edit',
  x: 'toggleChecked',
};

/**
 * Every waiting request as a card, the nearest deadline first, with the answers: per card, and
 * for the ticked ones together. Keyboard-first: arrows move between cards, letters answer the
 * focused one, Shift+A approves the ticked ones. Focus stays in the list when a card goes away.
 */
export function ApprovalList() {
  const { t, rich } = useI18n();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = useRef<HTMLDivElement | null>(null);
  // The place of the card focus was last in (on it or on one of its buttons), so that focus can
  // stay there when the card goes away.
  const lastFocused = useRef<number | null>(null);
  const agents = useAgents();
  const { pending, checked, deciding } = useAppStore(
    useShallow((state) => ({
      pending: state.approvals.pending,
      checked: state.approvals.checked,
      deciding: state.approvals.deciding,
    })),
  );
  const { decide, alwaysAllow, toggleChecked, focusId, focusDone } = useAppStore(
    useShallow((state) => ({
      decide: state.approvals.decide,
      alwaysAllow: state.approvals.alwaysAllow,
      toggleChecked: state.approvals.toggleChecked,
      focusId: state.approvals.focusId,
      focusDone: state.approvals.focusDone,
    })),
  );
  const actions: ApprovalCardActions = {
    approve: (request) => void decide({ ids: [request.id], decision: 'allow' }),
    deny: (request) => setDialog({ kind: 'deny', ids: [request.id] }),
    edit: (request) => setDialog({ kind: 'edit', request }),
    alwaysAllow: (request) => setDialog({ kind: 'always', request }),
    toggleChecked,
  };
  const approveChecked = () => {
    if (checked.length > 0) void decide({ ids: checked, decision: 'allow' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    handleArrowNavigation(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.shiftKey && event.key === 'A') {
      event.preventDefault();
      approveChecked();
      return;
    }
    const card = event.target as HTMLElement;
    const action = CARD_KEYS[event.key];
    if (!action || event.shiftKey || card.dataset.testid !== 'approval-card') return;
    const request = pending.find((each) => each.id === card.dataset.id);
    // `E` does nothing where the card's "Edit then approve" is off.
    if (
      !request ||
      (action === 'edit' && !capabilitiesOf(agents, request.agent)?.approvals.acceptsEditedInput)
    )
      return;
    event.preventDefault();
    if (action === 'toggleChecked') actions.toggleChecked(request.id);
    else if (!deciding.includes(request.id)) actions[action](request);
  };
  const close = () => setDialog(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cards = [...(list.current?.querySelectorAll('[data-nav-item]') ?? [])];
    const card = event.target.closest('[data-nav-item]');
    const index = card ? cards.indexOf(card) : -1;
    if (index !== -1) lastFocused.current = index;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !list.current?.contains(next)) lastFocused.current = null;
  };
  // A card answered here, elsewhere or by its timeout leaves the DOM, and with it the focus:
  // the card that took its place gets it, so the keyboard user can go on answering.
  useLayoutEffect(() => {
    if (lastFocused.current === null || dialog) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const cards = list.current?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? [];
    cards[Math.min(lastFocused.current, cards.length - 1)]?.focus();
  }, [pending, dialog]);
  // A notification, the tray or a link asked for this request: its card takes the focus (and
  // comes into view). One answered meanwhile is simply not there: the inbox is shown as it is.
  useLayoutEffect(() => {
    if (!focusId || dialog) return;
    const cards = list.current?.querySelectorAll<HTMLElement>('[data-testid=approval-card]') ?? [];
    const card = [...cards].find((each) => each.dataset.id === focusId);
    card?.focus();
    card?.scrollIntoView({ block: 'nearest' });
    focusDone();
  }, [focusId, pending, dialog, focusDone]);
  // The last card answered takes the list with it: the focus goes to the screen's title then.
  useLayoutEffect(
    () => () => {
      if (lastFocused.current !== null) focusTitleIfLost();
    },
    [],
  );
  return (
    <>
      <ApprovalsToolbar
        onApproveChecked={approveChecked}
        onDenyChecked={() => setDialog({ kind: 'deny', ids: checked })}
      />
      <p className="approval-keys field-hint">
        <RichText segments={rich('approvals.keys', {})} />
      </p>
      <div
        className="approval-list"
        role="region"
        aria-label={t('approvals.list')}
        data-testid="approval-list"
        ref={list}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {pending.map((request) => (
          <ApprovalCard
            key={request.id}
            request={request}
            checked={checked.includes(request.id)}
            deciding={deciding.includes(request.id)}
            actions={actions}
          />
        ))}
      </div>
      {dialog?.kind === 'deny' ? (
        <DenyDialog
          count={dialog.ids.length}
          endsRun={pending.some(
            (request) =>
              dialog.ids.includes(request.id) &&
              capabilitiesOf(agents, request.agent)?.approvals.denyEndsRun === true,
          )}
          onClose={close}
          onDeny={(reason) => {
            close();
            void decide({ ids: dialog.ids, decision: 'deny', reason });
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditDialog
          request={dialog.request}
          onClose={close}
          onApprove={(editedInput) => {
            close();
            void decide({ ids: [dialog.request.id], decision: 'allow', editedInput });
          }}
        />
      ) : null}
      {dialog?.kind === 'always' ? (
        <AlwaysAllowDialog
          request={dialog.request}
          onClose={close}
          onAllow={(scope) => {
            close();
            void alwaysAllow(dialog.request.id, scope);
          }}
        />
      ) : null}
    </>
  );
}
