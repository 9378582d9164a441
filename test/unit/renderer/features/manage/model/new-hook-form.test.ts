import { describe, expect, it } from 'vitest';

import { agentCapabilities, agentOf } from '../../../../../../electron/services/agents/registry';
import {
  formProblems,
  initialForm,
  languagesFor,
  toCreateRequest,
  withAgents,
} from '../../../../../../renderer/features/manage/model/new-hook-form';

const ALL = agentCapabilities();
/** The chosen agents, as their capabilities. */
const choice = (...agents: string[]) => ({
  agents: agents.map((agent) => agentOf(agent).capabilities),
});
const workspace = { kind: 'workspace' as const, workspaceId: 'shop' };

describe('the New hook form', () => {
  it('starts on a Claude Code PreToolUse hook for Bash that can be sent as it is', () => {
    const form = initialForm(true, ALL);
    expect(formProblems(form)).toEqual({});
    expect(toCreateRequest(form, workspace)).toEqual({
      agents: ['claude-code'],
      scope: workspace,
      event: 'PreToolUse',
      language: 'bash',
      claude: { layer: 'project', matcher: 'Bash', timeoutSec: 30 },
    });
  });

  it('keeps the event when the new agents share it and picks their first event otherwise', () => {
    const form = initialForm(false, ALL);
    expect(withAgents(form, choice('claude-code', 'cline-cli')).event).toBe('PreToolUse');
    const stop = { ...form, event: 'Stop' };
    expect(withAgents(stop, choice('cline-cli')).event).toBe('TaskStart');
  });

  it('leaves TypeScript out for the Cline VS Code extension, which does not run it', () => {
    const form = { ...initialForm(false, ALL), language: 'typescript' as const };
    expect(languagesFor(choice('cline-cli'))).toContain('typescript');
    expect(languagesFor(choice('cline-vscode'))).not.toContain('typescript');
    expect(withAgents(form, choice('claude-code', 'cline-vscode')).language).toBe('bash');
    expect(formProblems({ ...form, ...choice('claude-code', 'cline-vscode') }).language).toBe(
      'typescript-vscode',
    );
  });

  it('names each problem: no agent, a bad script name, a timeout out of range', () => {
    const form = initialForm(false, ALL);
    expect(formProblems({ ...form, ...choice() })).toMatchObject({
      agents: 'none',
      event: 'none',
    });
    expect(formProblems({ ...form, name: 'has space' })).toEqual({ name: 'invalid' });
    expect(formProblems({ ...form, timeout: '0' })).toEqual({ timeout: 'invalid' });
    expect(formProblems({ ...form, timeout: '2.5' })).toEqual({ timeout: 'invalid' });
    expect(formProblems({ ...form, timeout: '3601' })).toEqual({ timeout: 'invalid' });
  });

  it('sends a Cline-only request without Claude Code settings, at user level without a layer', () => {
    const form = withAgents(
      { ...initialForm(false, ALL), layer: 'local' },
      choice('cline-cli', 'cline-vscode'),
    );
    expect(toCreateRequest({ ...form, event: 'TaskStart' }, null)).toEqual({
      agents: ['cline-cli', 'cline-vscode'],
      scope: { kind: 'user' },
      event: 'TaskStart',
      language: 'bash',
    });
  });

  it('drops the matcher for events that ignore it and trims it otherwise', () => {
    const form = {
      ...initialForm(true, ALL),
      name: 'guard',
      matcher: '  Bash  ',
      layer: 'local' as const,
    };
    expect(toCreateRequest(form, workspace).claude).toEqual({
      layer: 'local',
      name: 'guard',
      matcher: 'Bash',
      timeoutSec: 30,
    });
    expect(toCreateRequest({ ...form, event: 'Stop' }, workspace).claude).not.toHaveProperty(
      'matcher',
    );
  });
});
