import { AGENT_TEXT_EN } from '../../../shared/inventory/reason-text';
import type { AgentId } from '../../../shared/schemas/agent';

/**
 * The words of the "approval needed" notification, in English and Simplified Chinese, picked from
 * the user's preferred languages like the rest of the app. Tool names, commands and paths are
 * kept as they are.
 */
export interface ApprovalNotificationText {
  title(agent: AgentId, tool: string): string;
  /** What is asked (a command, a file) and where. */
  body(subject: string, workspace: string | null): string;
  approve: string;
  deny: string;
  /** The reason the agent gets when the user denies from the notification. */
  deniedReason: string;
}

// Product names are the same in every language.
const agentName = (agent: AgentId): string => AGENT_TEXT_EN[agent] ?? agent;

const EN: ApprovalNotificationText = {
  title: (agent, tool) => `${agentName(agent)} asks to use ${tool}`,
  body: (subject, workspace) => (workspace ? `${subject}\nin ${workspace}` : subject),
  approve: 'Approve',
  deny: 'Deny',
  deniedReason: 'The user denied this in a Hookyard notification.',
};

const ZH_CN: ApprovalNotificationText = {
  title: (agent, tool) => `${agentName(agent)} 请求使用 ${tool}`,
  body: (subject, workspace) => (workspace ? `${subject}\n位于 ${workspace}` : subject),
  approve: '批准',
  deny: '拒绝',
  deniedReason: '用户在 Hookyard 通知中拒绝了此操作。',
};

/** The text for the first preferred language Hookyard has; English otherwise. */
export function approvalNotificationText(languages: readonly string[]): ApprovalNotificationText {
  for (const language of languages) {
    if (language.toLowerCase().startsWith('zh')) return ZH_CN;
    if (language.toLowerCase().startsWith('en')) return EN;
  }
  return EN;
}
