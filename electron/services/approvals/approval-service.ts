import type {
  AlwaysAllowRequest,
  ApprovalDecisionInput,
  ApprovalDecisionResult,
  ApprovalInstallRequest,
  ApprovalRequest,
  ApprovalRule,
  ApprovalSettlement,
  ApprovalStatus,
  ApprovalUninstallRequest,
} from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import { Emitter } from '../events';

/**
 * The approvals feature behind the contract: pending requests from the bridge, the user's
 * decisions, the rules, and the installers. The notification presenter follows `onDidRequest`
 * and `onDidSettle` to show and withdraw its notifications.
 */
export class ApprovalService {
  readonly #requested = new Emitter<ApprovalRequest>();
  readonly #settled = new Emitter<ApprovalSettlement>();
  readonly #changed = new Emitter<ApprovalRequest[]>();
  /** A request that waits for the user (an ask-me), just after it entered the inbox. */
  readonly onDidRequest = this.#requested.event;
  /** Any request that ended: by a rule, the user, a notification action or the timeout. */
  readonly onDidSettle = this.#settled.event;
  /** The pending list after every arrival, decision and timeout. */
  readonly onDidChange = this.#changed.event;

  pending(): ApprovalRequest[] {
    return [];
  }

  decide(input: ApprovalDecisionInput): ApprovalDecisionResult {
    return { decided: [], alreadyDecided: input.ids };
  }

  alwaysAllow(request: AlwaysAllowRequest): ApprovalRule {
    throw new AppFailure('not-found', `No pending approval ${request.id}.`);
  }

  rules(): ApprovalRule[] {
    return [];
  }

  saveRules(rules: ApprovalRule[]): ApprovalRule[] {
    return rules;
  }

  revokeRule(_id: string): void {}

  status(): ApprovalStatus {
    return { listening: false, httpUrl: null, socketPath: null, installs: [] };
  }

  install(_request: ApprovalInstallRequest): ApprovalStatus {
    return this.status();
  }

  uninstall(_request: ApprovalUninstallRequest): ApprovalStatus {
    return this.status();
  }

  dispose(): void {
    this.#requested.clear();
    this.#settled.clear();
    this.#changed.clear();
  }
}
