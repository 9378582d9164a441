import type {
  ApprovalFailMode,
  ApprovalInstallMode,
  ApprovalRule,
  ApprovalVerdict,
} from '../../../shared/schemas/approval';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import type { AlwaysAllowScope } from './model/always-allow-scope';

/** Message keys for the approvals enums; the tables make each key visible to the catalogue test. */
export const DECISION_LABEL: Record<ApprovalRule['decision'], MessageKey> = {
  allow: msg('rules.decision.allow'),
  deny: msg('rules.decision.deny'),
  ask: msg('rules.decision.ask'),
};

export const FAIL_MODE_LABEL: Record<ApprovalFailMode, MessageKey> = {
  open: msg('rules.failMode.open'),
  closed: msg('rules.failMode.closed'),
};

/** What happens when the countdown of a request ends. */
export const DEFAULT_LABEL: Record<ApprovalFailMode, MessageKey> = {
  open: msg('approvals.default.open'),
  closed: msg('approvals.default.closed'),
};

export const PATTERN_KIND_LABEL: Record<ApprovalRule['patternKind'], MessageKey> = {
  glob: msg('rules.patternKind.glob'),
  regex: msg('rules.patternKind.regex'),
};

/** The scope of an "Always allow" rule, in the notice after it was made. */
export const ALWAYS_SCOPE_LABEL: Record<AlwaysAllowScope, MessageKey> = {
  session: msg('approvals.scope.session'),
  workspace: msg('approvals.scope.workspace'),
  everywhere: msg('approvals.scope.everywhere'),
};

/** The notice after the user answered some requests. */
export const DECIDED_TEXT: Record<ApprovalVerdict, MessageKey> = {
  allow: msg('approvals.notice.approved'),
  deny: msg('approvals.notice.denied'),
};

export const INSTALL_MODE_LABEL: Record<ApprovalInstallMode, MessageKey> = {
  http: msg('setup.mode.http'),
  command: msg('setup.mode.command'),
};

/** What an install does when Hookyard cannot answer. */
export const SETUP_FAIL_LABEL: Record<ApprovalFailMode, MessageKey> = {
  closed: msg('setup.fail.closed'),
  open: msg('setup.fail.open'),
};
