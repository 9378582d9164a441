import { describe, expect, it } from 'vitest';

import { agentOf } from '../../../../../../electron/services/agents/registry';
import {
  CLAUDE_EVENTS,
  claudeMatcherUse,
  eventsFor,
} from '../../../../../../renderer/features/manage/model/agent-events';

/** The chosen agents, as their capabilities. */
const choice = (...agents: string[]) => ({
  agents: agents.map((agent) => agentOf(agent).capabilities),
});

describe('the renderer’s event tables', () => {
  it('read how Claude Code uses each event’s matcher from the shared event facts', () => {
    expect(CLAUDE_EVENTS).toHaveLength(33);
    expect(claudeMatcherUse('PreToolUse')).toBe('tool');
    expect(claudeMatcherUse('SessionStart')).toBe('list');
    expect(claudeMatcherUse('StopFailure')).toBe('field');
    expect(claudeMatcherUse('Stop')).toBe('none');
    expect(claudeMatcherUse('NotAnEvent')).toBe('none');
  });

  it('say which Cline runtime fires each hook name (in the agents’ capabilities)', () => {
    const fires = (agent: string, event: string) =>
      agentOf(agent).capabilities.events.includes(event);
    expect([fires('cline-cli', 'PreToolUse'), fires('cline-vscode', 'PreToolUse')]).toEqual([
      true,
      true,
    ]);
    expect([fires('cline-cli', 'TaskError'), fires('cline-vscode', 'TaskError')]).toEqual([
      true,
      false,
    ]);
    expect([fires('cline-cli', 'PreCompact'), fires('cline-vscode', 'PreCompact')]).toEqual([
      false,
      false,
    ]);
    expect([fires('cline-cli', 'Notification'), fires('cline-vscode', 'Notification')]).toEqual([
      false,
      false,
    ]);
  });

  it('offer only the events every chosen agent runs', () => {
    expect(eventsFor(choice())).toEqual([]);
    expect(eventsFor(choice('claude-code'))).toHaveLength(33);
    expect(eventsFor(choice('cline-cli'))).toContain('TaskError');
    expect(eventsFor(choice('cline-cli', 'cline-vscode'))).not.toContain('TaskError');
    expect(eventsFor(choice('cline-vscode'))).not.toContain('PreCompact');
    expect(eventsFor(choice('claude-code', 'cline-cli', 'cline-vscode'))).toEqual([
      'UserPromptSubmit',
      'PreToolUse',
      'PostToolUse',
    ]);
  });
});
