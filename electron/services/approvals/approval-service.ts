import { randomUUID } from 'node:crypto';

import {
  type AlwaysAllowRequest,
  type ApprovalDecisionInput,
  type ApprovalDecisionResult,
  type ApprovalInstallRequest,
  type ApprovalRequest,
  type ApprovalRule,
  type ApprovalSettlement,
  type ApprovalStatus,
  type ApprovalUninstallRequest,
} from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import { agentOf } from '../agents/registry';
import { Emitter } from '../events';
import { answerFor, type Verdict } from './agent-answer';
import { type HistoryAppend, HistoryBatcher, auditEntryOfSettlement } from './approval-audit';
import type { ApprovalInstaller } from './approval-installer';
import { ApprovalQueue, deadlineFor } from './approval-queue';
import { type AskOptions, openApprovalBridge } from './approval-bridge';
import { readBridgeAddress } from './bridge-address';
import type { AddressKeeper } from './bridge-address-keeper';
import type { BridgeLimits, RunningBridge } from './bridge-server';
import { alwaysAllowRule } from './always-allow';
import { firstMatchingRule, type CompiledRule } from './rule-match';
import { RuleStore } from './rule-store';
import { readToolUse, type ToolUse } from './tool-use';
import type { MetricsSource } from '../telemetry/metrics/metrics-endpoint';

export interface ApprovalServiceConfig {
  dataDir: string;
  platform: NodeJS.Platform;
  /** Off in tests that need no listening bridge; the queue, rules and installers still work. */
  bridge: boolean;
  limits?: BridgeLimits;
  /** `GET /metrics` on the bridge: the desktop app's local server. */
  metrics?: MetricsSource;
  installer: ApprovalInstaller;
  /** The audit log's append, when the log is open in this process. */
  audit: () => HistoryAppend | null;
  onError: (error: unknown) => void;
}

/**
 * Approvals: the bridge the agents' hooks call, the rules that answer most calls at once, the
 * queue of ask-me requests the inbox and notifications answer, and the installers. Every
 * agent's request ends as one audit entry (kind `decision`); one made by a hook Hookyard ran
 * itself (`selfRun`) is a test and is shown as one, but never recorded as a decision. The notification presenter follows
 * `onDidRequest` and `onDidSettle` to show and withdraw its notifications.
 */
export class ApprovalService {
  readonly #config: ApprovalServiceConfig;
  readonly #rules: RuleStore;
  readonly #queue = new ApprovalQueue();
  readonly #toolUses = new Map<string, ToolUse>();
  readonly #audit: HistoryBatcher<ApprovalSettlement>;
  readonly #requested = new Emitter<ApprovalRequest>();
  readonly #settled = new Emitter<ApprovalSettlement>();
  #bridge: RunningBridge | null = null;
  #addressKeeper: AddressKeeper | null = null;
  /** A request that waits for the user (an ask-me), just after it entered the queue. */
  readonly onDidRequest = this.#requested.event;
  /** Any request that ended: by a rule, the user, a notification action or the timeout. */
  readonly onDidSettle = this.#settled.event;
  /** The pending list after arrivals, decisions and timeouts (at most every 50 ms: the queue's). */
  readonly onDidChange = this.#queue.onDidChange;

  constructor(config: ApprovalServiceConfig) {
    this.#config = config;
    this.#rules = new RuleStore({ dataDir: config.dataDir });
    this.#audit = new HistoryBatcher({
      entryOf: auditEntryOfSettlement,
      append: (entries) => this.#config.audit()?.(entries),
      onError: config.onError,
    });
  }

  /**
   * Loads the rules and, unless switched off, starts the bridge. When the previous run's port
   * was taken, the installed http hooks are pointed at the new one.
   */
  async start(): Promise<void> {
    await this.#rules.load();
    if (!this.#config.bridge) return;
    // The app must start even when the bridge cannot: status() then says it is not listening.
    const opened = await openApprovalBridge({
      ...this.#config,
      ask: (family, payload, options) => this.ask(family, payload, options),
    }).catch((error: unknown) => {
      this.#config.onError(error);
      return undefined;
    });
    if (opened === undefined) return;
    if (opened === null) {
      this.#config.onError(
        new Error('Another Hookyard serves approvals for this data folder; this one does not.'),
      );
      return;
    }
    this.#bridge = opened.bridge;
    this.#addressKeeper = opened.keeper;
    if (opened.movedFrom !== null)
      await this.#config.installer
        .repoint({ port: opened.bridge.port, secret: opened.secret })
        .catch(this.#config.onError);
  }

  /** Decides one tool use from an agent's hook payload; returns the body the agent reads. */
  async ask(shimTarget: string, payload: unknown, options: AskOptions): Promise<object> {
    const receivedAt = Date.now();
    const use = readToolUse(shimTarget, payload);
    const rule = firstMatchingRule(this.#rules.compiled(), use);
    const request: ApprovalRequest = {
      id: randomUUID(),
      agent: use.agent,
      event: use.event,
      workspace: use.workspace,
      sessionId: use.sessionId,
      toolName: use.toolName,
      toolInput: use.toolInput,
      preview: use.preview,
      receivedAt,
      deadlineAt: deadlineFor(
        receivedAt,
        options.timeoutMs ?? agentOf(use.agent).capabilities.approvals.waitSec * 1000,
      ),
      failMode: rule?.rule.failMode ?? options.failMode,
      ruleId: rule?.rule.id ?? null,
      selfRun: options.selfRun === true,
    };
    const verdict =
      rule && rule.rule.decision !== 'ask'
        ? this.#settle(request, ruleVerdict(rule), 'rule', rule.rule.id)
        : await this.#settleOpen(request, use, rule, options.onHangUp);
    return answerFor(use.agent, use.event, verdict);
  }

  async #settleOpen(
    request: ApprovalRequest,
    use: ToolUse,
    rule: CompiledRule | null,
    onHangUp: AskOptions['onHangUp'],
  ): Promise<Verdict> {
    if (!rule && agentOf(use.agent).approvals?.leavesUnruledToAgent(use.event))
      return this.#settle(
        request,
        { decision: 'none', reason: null, editedInput: null },
        'pass-through',
        null,
      );
    this.#toolUses.set(request.id, use);
    const answered = this.#queue.wait(request);
    const hangUp = () =>
      this.#queue.answer(request.id, {
        decision: 'deny',
        decidedBy: 'abandoned',
        reason: 'The agent stopped waiting.',
        editedInput: null,
      });
    const stopListening = onHangUp?.(hangUp);
    this.#requested.fire(request);
    const answer = await answered;
    stopListening?.();
    this.#toolUses.delete(request.id);
    return this.#settle(request, answer, answer.decidedBy, answer.ruleId ?? null);
  }

  #settle(
    request: ApprovalRequest,
    verdict: Verdict,
    decidedBy: ApprovalSettlement['decidedBy'],
    ruleId: string | null,
  ): Verdict {
    const settlement: ApprovalSettlement = {
      request,
      decision: verdict.decision,
      decidedBy,
      ruleId,
      reason: verdict.reason,
      editedInput: verdict.editedInput,
      durationMs: Math.max(0, Date.now() - request.receivedAt),
    };
    // A test run's request is no agent's decision: the run that made it is recorded as such.
    if (!request.selfRun) this.#audit.add(settlement);
    this.#settled.fire(settlement);
    return verdict;
  }

  pending(): ApprovalRequest[] {
    return this.#queue.pending();
  }

  /** The user's answer to one or many pending requests; each is answered at most once. */
  decide(input: ApprovalDecisionInput): ApprovalDecisionResult {
    if (input.editedInput) {
      const request = this.#queue.get(input.ids[0] as string);
      if (request && !agentOf(request.agent).capabilities.approvals.acceptsEditedInput)
        throw new AppFailure('invalid-request', 'failure.approval-edit-not-accepted', {
          agent: request.agent,
        });
    }
    const decided: string[] = [];
    const alreadyDecided: string[] = [];
    for (const id of new Set(input.ids)) {
      const answered = this.#queue.answer(id, {
        decision: input.decision,
        decidedBy: input.via,
        reason: input.reason ?? null,
        editedInput: input.decision === 'allow' ? (input.editedInput ?? null) : null,
      });
      (answered ? decided : alreadyDecided).push(id);
    }
    return { decided, alreadyDecided };
  }

  /**
   * Allows a pending request and adds a rule (first in the list) that allows the same from now
   * on in the chosen scope; pending requests the new rule covers are allowed with it.
   */
  async alwaysAllow(input: AlwaysAllowRequest): Promise<ApprovalRule> {
    const request = this.#queue.get(input.id);
    const use = this.#toolUses.get(input.id);
    if (!request || !use)
      throw new AppFailure('not-found', 'failure.approval-already-answered', { id: input.id });
    const rule = alwaysAllowRule(request, use, input.scope, randomUUID());
    await this.#rules.prepend(rule);
    this.#queue.answer(request.id, {
      decision: 'allow',
      decidedBy: 'inbox',
      reason: null,
      editedInput: null,
      ruleId: rule.id,
    });
    // Requests waiting for the same thing are allowed with it.
    const compiled = this.#rules.compiled().filter((entry) => entry.rule.id === rule.id);
    for (const [id, other] of this.#toolUses)
      if (firstMatchingRule(compiled, other))
        this.#queue.answer(id, {
          decision: 'allow',
          decidedBy: 'rule',
          reason: null,
          editedInput: null,
          ruleId: rule.id,
        });
    return rule;
  }

  rules(): ApprovalRule[] {
    return this.#rules.list();
  }

  saveRules(rules: ApprovalRule[]): Promise<ApprovalRule[]> {
    return this.#rules.replace(rules);
  }

  async revokeRule(id: string): Promise<void> {
    await this.#rules.remove(id);
  }

  async status(): Promise<ApprovalStatus> {
    return {
      listening: this.#bridge !== null,
      httpUrl: this.#bridge?.httpUrl ?? null,
      socketPath: this.#bridge?.socketPath ?? null,
      installs: await this.#config.installer.installs(),
    };
  }

  async install(request: ApprovalInstallRequest): Promise<ApprovalStatus> {
    const address = await readBridgeAddress(this.#config.dataDir);
    if (!address?.port || !this.#bridge)
      throw new AppFailure('conflict', 'failure.approval-bridge-not-running');
    await this.#config.installer.install(request, address);
    return this.status();
  }

  async uninstall(request: ApprovalUninstallRequest): Promise<ApprovalStatus> {
    await this.#config.installer.uninstall(request);
    return this.status();
  }

  /** The bridge's bound TCP addresses (tests check that nothing listens beyond loopback). */
  boundAddresses(): Array<{ address: string; port: number }> {
    return this.#bridge?.addresses() ?? [];
  }

  async dispose(): Promise<void> {
    this.#queue.dispose();
    // The answered requests settle on the next turns; their audit entries follow them.
    await new Promise((resolve) => setImmediate(resolve));
    this.#audit.flush();
    this.#addressKeeper?.dispose();
    await this.#bridge?.close();
    this.#bridge = null;
    this.#requested.clear();
    this.#settled.clear();
  }
}

function ruleVerdict(rule: CompiledRule): Verdict {
  const { decision, label, id } = rule.rule;
  return {
    decision: decision === 'deny' ? 'deny' : 'allow',
    reason: `${decision === 'deny' ? 'Denied' : 'Allowed'} by the Hookyard rule ${label ?? id}.`,
    editedInput: null,
  };
}
