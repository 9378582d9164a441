import { describe, expect, it } from 'vitest';

import {
  CLAUDE_EVENTS,
  claudeMatcherUse,
  clineRuntimes,
  eventsFor,
} from '../../../../../../renderer/features/manage/model/agent-events';

describe('the renderer’s event tables', () => {
  it('read how Claude Code uses each event’s matcher from the shared event facts', () => {
    expect(CLAUDE_EVENTS).toHaveLength(33);
    expect(claudeMatcherUse('PreToolUse')).toBe('tool');
    expect(claudeMatcherUse('SessionStart')).toBe('list');
    expect(claudeMatcherUse('StopFailure')).toBe('field');
    expect(claudeMatcherUse('Stop')).toBe('none');
    expect(claudeMatcherUse('NotAnEvent')).toBe('none');
  });

  it('say which Cline runtime fires each hook name', () => {
    expect(clineRuntimes('PreToolUse')).toEqual({ cli: true, vscode: true });
    expect(clineRuntimes('TaskError')).toEqual({ cli: true, vscode: false });
    expect(clineRuntimes('PreCompact')).toEqual({ cli: false, vscode: false });
    expect(clineRuntimes('Notification')).toEqual({ cli: false, vscode: false });
  });

  it('offer only the events every chosen agent runs', () => {
    const none = { claude: false, clineCli: false, clineVscode: false };
    expect(eventsFor(none)).toEqual([]);
    expect(eventsFor({ ...none, claude: true })).toHaveLength(33);
    expect(eventsFor({ ...none, clineCli: true })).toContain('TaskError');
    expect(eventsFor({ ...none, clineCli: true, clineVscode: true })).not.toContain('TaskError');
    expect(eventsFor({ ...none, clineVscode: true })).not.toContain('PreCompact');
    expect(eventsFor({ claude: true, clineCli: true, clineVscode: true })).toEqual([
      'UserPromptSubmit',
      'PreToolUse',
      'PostToolUse',
    ]);
  });
});
