import type { AgentId } from '../../../../shared/schemas/agent';
import type { CreateHookRequest } from '../../../../shared/schemas/editing';
import type { InventoryScope } from '../../../../shared/schemas/inventory';
import { claudeMatcherUse, eventsFor, type AgentChoice } from './agent-events';

export const TEMPLATE_LANGUAGES = ['bash', 'python', 'node', 'typescript', 'powershell'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The New hook dialog's fields, as typed. */
export interface NewHookForm extends AgentChoice {
  /** Where the hook goes: user level, or the workspace on screen. */
  where: 'user' | 'workspace';
  event: string;
  language: TemplateLanguage;
  layer: 'project' | 'local';
  name: string;
  matcher: string;
  timeout: string;
}

/** What is wrong with the form, field by field; an empty object means it can be sent. */
export interface NewHookProblems {
  agents?: 'none';
  event?: 'none';
  language?: 'typescript-vscode';
  name?: 'invalid';
  timeout?: 'invalid';
}

export const NAME_PATTERN = /^[A-Za-z0-9_-]{1,60}$/;

/** A fresh form: Claude Code, PreToolUse on Bash, bash, in the workspace when one is on screen. */
export function initialForm(inWorkspace: boolean): NewHookForm {
  return {
    claude: true,
    clineCli: false,
    clineVscode: false,
    where: inWorkspace ? 'workspace' : 'user',
    event: 'PreToolUse',
    language: 'bash',
    layer: 'project',
    name: '',
    matcher: 'Bash',
    timeout: '30',
  };
}

/** The form after an agent choice changed: the event is kept when the agents still share it. */
export function withAgents(form: NewHookForm, choice: Partial<AgentChoice>): NewHookForm {
  const next = { ...form, ...choice };
  const events = eventsFor(next);
  const event = events.includes(next.event) ? next.event : (events[0] ?? '');
  const language = next.clineVscode && next.language === 'typescript' ? 'bash' : next.language;
  return { ...next, event, language };
}

/** The languages the chosen agents can run: the VS Code extension does not run TypeScript. */
export function languagesFor(form: AgentChoice): TemplateLanguage[] {
  return TEMPLATE_LANGUAGES.filter((language) => !(form.clineVscode && language === 'typescript'));
}

export function formProblems(form: NewHookForm): NewHookProblems {
  const problems: NewHookProblems = {};
  if (!form.claude && !form.clineCli && !form.clineVscode) problems.agents = 'none';
  if (!eventsFor(form).includes(form.event)) problems.event = 'none';
  if (form.clineVscode && form.language === 'typescript') problems.language = 'typescript-vscode';
  if (form.claude) {
    if (form.name !== '' && !NAME_PATTERN.test(form.name)) problems.name = 'invalid';
    const timeout = Number(form.timeout);
    if (!/^\d+$/.test(form.timeout.trim()) || timeout < 1 || timeout > 3600) {
      problems.timeout = 'invalid';
    }
  }
  return problems;
}

/** The agents the request names, in contract order. */
export function chosenAgents(form: AgentChoice): AgentId[] {
  const agents: AgentId[] = [];
  if (form.claude) agents.push('claude-code');
  if (form.clineCli) agents.push('cline-cli');
  if (form.clineVscode) agents.push('cline-vscode');
  return agents;
}

/**
 * The create request for a valid form (check `formProblems` first). The matcher is sent only for
 * an event that reads one, trimmed; the settings layer only for a workspace.
 */
export function toCreateRequest(
  form: NewHookForm,
  workspaceScope: InventoryScope | null,
): CreateHookRequest {
  const scope: InventoryScope =
    form.where === 'workspace' && workspaceScope ? workspaceScope : { kind: 'user' };
  const matcher = form.matcher.trim();
  const claude = form.claude
    ? {
        ...(scope.kind === 'workspace' ? { layer: form.layer } : {}),
        ...(form.name !== '' ? { name: form.name } : {}),
        ...(claudeMatcherUse(form.event) !== 'none' && matcher !== '' ? { matcher } : {}),
        timeoutSec: Number(form.timeout),
      }
    : undefined;
  return {
    agents: chosenAgents(form),
    scope,
    event: form.event,
    language: form.language,
    ...(claude ? { claude } : {}),
  };
}
