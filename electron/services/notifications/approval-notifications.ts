import { nativeText, type NativeText } from '../../../shared/i18n/native-text';
import type { ApprovalPreview, ApprovalRequest } from '../../../shared/schemas/approval';
import { revealHiddenChars } from '../../../shared/security/hidden-chars';
import type { ApprovalService } from '../approvals/approval-service';
import type { Disposable } from '../events';
import type { WithdrawingNotifier } from '../notifier';

/** The part of the approvals service the notifications follow and answer through. */
export type ApprovalSource = Pick<ApprovalService, 'onDidRequest' | 'onDidSettle' | 'decide'>;

/** Longest command or input quoted in a notification; the inbox shows the whole of it. */
const SUBJECT_LIMIT = 160;

/** The tag of a request's notification: what `withdraw` takes back. */
export const approvalTag = (requestId: string): string => `approval:${requestId}`;

function subjectOf(preview: ApprovalPreview): string {
  // The OS draws the text as given: a direction control would reorder the command it shows.
  const text = revealHiddenChars(
    preview.kind === 'command'
      ? preview.command
      : preview.kind === 'diff'
        ? preview.file
        : preview.text.replace(/\s+/g, ' '),
  );
  return text.length > SUBJECT_LIMIT ? `${text.slice(0, SUBJECT_LIMIT - 1)}…` : text;
}

/** Requests shown one notification each at most at once; the ones past them share one. */
const MAX_SHOWN = 3;

/** The tag of the one notification for the requests past MAX_SHOWN. */
export const MORE_APPROVALS_TAG = 'hookyard-approvals-more';

/**
 * A desktop notification for each request that waits for the user, with Approve and Deny
 * buttons (where the OS shows buttons) and a click that opens the inbox on it. When the request
 * ends in any other way (answered in the inbox, by a rule, timed out, the agent gone) the
 * notification is withdrawn, so no button can answer a request that is over. Past MAX_SHOWN on
 * screen, the requests that follow share one "more are waiting" notification, shown once and
 * withdrawn when they have all ended: an agent asking for 500 tool uses at once would otherwise
 * pop 500 notifications.
 */
export class ApprovalNotifications implements Disposable {
  readonly #source: ApprovalSource;
  readonly #notifier: WithdrawingNotifier;
  readonly #text: NativeText['approval'];
  readonly #onOpen: (requestId: string) => void;
  readonly #shown = new Set<string>();
  /** Requests waiting behind the "more" notification, oldest first. */
  readonly #behindMore = new Set<string>();
  readonly #subscriptions: Disposable[];

  constructor(deps: {
    approvals: ApprovalSource;
    notifier: WithdrawingNotifier;
    /** The user's preferred languages, for the notification's words. */
    languages?: readonly string[];
    /** The user clicked a notification: show the inbox with this request. */
    onOpen: (requestId: string) => void;
  }) {
    this.#source = deps.approvals;
    this.#notifier = deps.notifier;
    this.#text = nativeText(deps.languages ?? ['en']).approval;
    this.#onOpen = deps.onOpen;
    this.#subscriptions = [
      deps.approvals.onDidRequest((request) => this.#show(request)),
      deps.approvals.onDidSettle(({ request }) => this.#withdraw(request.id)),
    ];
  }

  #show(request: ApprovalRequest): void {
    const text = this.#text;
    if (this.#shown.size >= MAX_SHOWN) {
      this.#behindMore.add(request.id);
      // Shown once, not replaced per arrival: a replaced notification pops up again.
      if (this.#behindMore.size === 1)
        this.#notifier.notify({
          tag: MORE_APPROVALS_TAG,
          title: text.moreTitle,
          body: text.moreBody,
          onClick: () => {
            const [oldest] = this.#behindMore;
            if (oldest) this.#onOpen(oldest);
          },
        });
      return;
    }
    this.#shown.add(request.id);
    this.#notifier.notify({
      tag: approvalTag(request.id),
      title: request.selfRun
        ? text.selfRunTitle(request.toolName)
        : text.title(request.agent, request.toolName),
      body: text.body(subjectOf(request.preview), request.workspace),
      actions: [
        { id: 'approve', label: text.approve },
        { id: 'deny', label: text.deny },
      ],
      onAction: (action) => this.#answer(request.id, action),
      onClick: () => this.#onOpen(request.id),
    });
  }

  #answer(id: string, action: string): void {
    if (action !== 'approve' && action !== 'deny') return;
    // A request that ended meanwhile is reported back as already decided: nothing to do.
    this.#source.decide(
      action === 'approve'
        ? { ids: [id], decision: 'allow', via: 'notification' }
        : { ids: [id], decision: 'deny', reason: this.#text.deniedReason, via: 'notification' },
    );
  }

  #withdraw(id: string): void {
    if (this.#behindMore.delete(id)) {
      if (this.#behindMore.size === 0) this.#notifier.withdraw(MORE_APPROVALS_TAG);
      return;
    }
    if (!this.#shown.delete(id)) return;
    this.#notifier.withdraw(approvalTag(id));
  }

  dispose(): void {
    for (const subscription of this.#subscriptions) void subscription.dispose();
    for (const id of this.#shown) this.#notifier.withdraw(approvalTag(id));
    if (this.#behindMore.size > 0) this.#notifier.withdraw(MORE_APPROVALS_TAG);
    this.#shown.clear();
    this.#behindMore.clear();
  }
}
