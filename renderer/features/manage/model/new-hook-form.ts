import type { AgentId } from '../../../../shared/schemas/agent';
import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
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

/**
 * A fresh form: the first agent that can have a new hook (`agents`: every agent's capabilities,
 * in display order), PreToolUse on Bash, bash, in the workspace when one is on screen.
 */
export function initialForm(
  inWorkspace: boolean,
  agents: readonly AgentCapabilities[],
): NewHookForm {
  return {
    agents: agents.filter((agent) => agent.creates).slice(0, 1),
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
export function withAgents(form: NewHookForm, choice: AgentChoice): NewHookForm {
  const next = { ...form, ...choice };
  const events = eventsFor(next);
  const event = events.includes(next.event) ? next.event : (events[0] ?? '');
  const language = languagesFor(next).includes(next.language) ? next.language : 'bash';
  return { ...next, event, language };
}

/** `agents` with `agent` ticked or unticked, in the order of `all` (display order). */
export function toggledAgents(
  form: AgentChoice,
  agent: AgentCapabilities,
  all: readonly AgentCapabilities[],
): AgentCapabilities[] {
  const chosen = new Set(form.agents.map((each) => each.agent));
  if (chosen.has(agent.agent)) chosen.delete(agent.agent);
  else chosen.add(agent.agent);
  return all.filter((each) => chosen.has(each.agent));
}

/** The languages every chosen agent can run (the VS Code extension does not run TypeScript). */
export function languagesFor(form: AgentChoice): TemplateLanguage[] {
  const typescript = form.agents.every((agent) => agent.runsTypeScript);
  return TEMPLATE_LANGUAGES.filter((language) => typescript || language !== 'typescript');
}

/** A chosen agent's new hook is a settings entry (with a name, timeout, matcher and layer). */
export function makesSettingsEntry(form: AgentChoice): boolean {
  return form.agents.some((agent) => agent.createsSettingsEntry);
}

/** A chosen agent's new hook is a hook file, named for its event. */
export function makesHookFile(form: AgentChoice): boolean {
  return form.agents.some((agent) => !agent.createsSettingsEntry);
}

export function formProblems(form: NewHookForm): NewHookProblems {
  const problems: NewHookProblems = {};
  if (form.agents.length === 0) problems.agents = 'none';
  if (!eventsFor(form).includes(form.event)) problems.event = 'none';
  if (!languagesFor(form).includes(form.language)) problems.language = 'typescript-vscode';
  if (makesSettingsEntry(form)) {
    if (form.name !== '' && !NAME_PATTERN.test(form.name)) problems.name = 'invalid';
    const timeout = Number(form.timeout);
    if (!/^\d+$/.test(form.timeout.trim()) || timeout < 1 || timeout > 3600) {
      problems.timeout = 'invalid';
    }
  }
  return problems;
}

/** The agents the request names, in display order. */
export function chosenAgents(form: AgentChoice): AgentId[] {
  return form.agents.map((agent) => agent.agent);
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
  const claude = makesSettingsEntry(form)
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
