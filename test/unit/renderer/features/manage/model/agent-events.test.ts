import { describe, expect, it } from 'vitest';

import { CLAUDE_EVENTS as SERVICE_CLAUDE_EVENTS } from '../../../../../../electron/services/agents/claude-code/events';
import { KNOWN_TOOL_NAMES as SERVICE_TOOL_NAMES } from '../../../../../../electron/services/agents/claude-code/matcher';
import {
  CLINE_CLI_NAMES,
  CLINE_EVENTS as SERVICE_CLINE_EVENTS,
} from '../../../../../../electron/services/agents/cline/events';
import {
  CLAUDE_EVENT_MATCHERS,
  CLINE_EVENT_RUNTIMES,
  eventsFor,
  KNOWN_TOOL_NAMES,
} from '../../../../../../renderer/features/manage/model/agent-events';

describe('the renderer’s event tables', () => {
  it('list the same 33 Claude Code events as the services, with the same matcher use', () => {
    const expected = Object.fromEntries(
      Object.entries(SERVICE_CLAUDE_EVENTS).map(([event, facts]) => [
        event,
        facts.matcherField === null
          ? 'none'
          : facts.matcherField === 'tool_name'
            ? 'tool'
            : facts.listFormMatcher
              ? 'list'
              : 'field',
      ]),
    );
    expect(CLAUDE_EVENT_MATCHERS).toEqual(expected);
    expect(Object.keys(CLAUDE_EVENT_MATCHERS)).toHaveLength(33);
    expect(KNOWN_TOOL_NAMES).toEqual(SERVICE_TOOL_NAMES);
  });

  it('say which Cline runtime fires each hook name, as the services know it', () => {
    const expected = Object.fromEntries(
      Object.entries(SERVICE_CLINE_EVENTS).map(([event, facts]) => [
        event,
        {
          cli: facts.sdkHookName !== null && (CLINE_CLI_NAMES as string[]).includes(event),
          vscode: facts.vscodeKnown && facts.vscodeWired,
        },
      ]),
    );
    expect(CLINE_EVENT_RUNTIMES).toEqual(expected);
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
