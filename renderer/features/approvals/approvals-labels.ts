import type { ApprovalVerdict } from '../../../shared/schemas/approval';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';

/** The notice after the user answered some requests. */
export const DECIDED_TEXT: Record<ApprovalVerdict, MessageKey> = {
  allow: msg('approvals.notice.approved'),
  deny: msg('approvals.notice.denied'),
};
