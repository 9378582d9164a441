import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type ClaudeHome, createClaudeHome, noteCodes, rowOf } from './claude-home';

let home: ClaudeHome;
beforeEach(async () => {
  home = await createClaudeHome();
});
afterEach(() => home.cleanup());

// The frontmatter of the skill-frontmatter and agent-frontmatter scenarios, as Claude Code ran it.
const SKILL = [
  '---',
  'name: hookskill',
  'description: test skill whose frontmatter declares hooks',
  'hooks:',
  '  PreToolUse:',
  '    - matcher: Bash',
  '      hooks:',
  '        - type: command',
  '          command: node "$CLAUDE_PROJECT_DIR/.claude/hooks/hook.mjs" skillfm-PreToolUse pass',
  '          once: true',
  '---',
  'Write hi to x.txt with Bash.',
  '',
].join('\n');

const AGENT = [
  '---',
  'name: hooked',
  'description: test agent whose frontmatter declares hooks',
  'hooks:',
  '  PreToolUse:',
  '    - matcher: Bash',
  '      hooks:',
  '        - type: command',
  '          command: node "$CLAUDE_PROJECT_DIR/.claude/hooks/hook.mjs" agentfm-PreToolUse pass',
  '  Stop:',
  '    - hooks:',
  '        - type: command',
  '          command: node "$CLAUDE_PROJECT_DIR/.claude/hooks/hook.mjs" agentfm-Stop pass',
  '---',
  'You are a test agent.',
  '',
].join('\n');

describe('skill and agent frontmatter hooks', () => {
  it('lists a workspace skill’s hooks with scope skill, a position and a scope note', async () => {
    const root = await home.workspace('w');
    const file = await home.write(
      path.join(root, '.claude', 'skills', 'hookskill', 'SKILL.md'),
      SKILL,
    );
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const row = rowOf(result, file);
    expect(row).toMatchObject({
      scope: 'skill',
      event: 'PreToolUse',
      matcher: 'Bash',
      locator: 'PreToolUse/0/0',
      status: 'active',
      position: { line: 8, column: 11 },
    });
    expect(row.raw).toMatch(/^type: command\n/);
    // "once" belongs in frontmatter: no note here.
    expect(row.notes).toEqual([
      { key: 'note.frontmatter-scope', params: { kind: 'skill', name: 'hookskill' } },
    ]);
    expect(result.sources.find((s) => s.path === file)).toMatchObject({
      scope: 'skill',
      kind: 'frontmatter',
      state: 'ok',
      hookCount: 1,
    });
  });

  it('says that an agent’s Stop hook fires as SubagentStop', async () => {
    const root = await home.workspace('w');
    const file = await home.write(path.join(root, '.claude', 'agents', 'hooked.md'), AGENT);
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const stop = rowOf(result, file, 'Stop/0/0');
    expect(stop).toMatchObject({ scope: 'agent', event: 'Stop', status: 'active' });
    expect(stop.reason).toEqual({ key: 'reason.active', params: { event: 'SubagentStop' } });
    expect(stop.notes).toEqual([
      { key: 'note.frontmatter-scope', params: { kind: 'agent', name: 'hooked' } },
      {
        key: 'note.agent-stop-fires-as-subagent-stop',
        params: { event: 'Stop', firesAs: 'SubagentStop', name: 'hooked' },
      },
    ]);
    expect(noteCodes(rowOf(result, file, 'PreToolUse/0/0'))).toEqual(['note.frontmatter-scope']);
  });

  it('lists user-level skills and agents for a user target, and not a workspace’s', async () => {
    const userSkill = await home.write(
      path.join(home.paths.claudeDir, 'skills', 'mine', 'SKILL.md'),
      SKILL.replace('name: hookskill\n', ''),
    );
    const root = await home.workspace('w');
    await home.write(path.join(root, '.claude', 'agents', 'hooked.md'), AGENT);
    const result = await home.discover({ kind: 'user' });
    expect(result.hooks.map((row) => row.sourcePath)).toEqual([userSkill]);
    // Without a name in the frontmatter, the skill is named after its folder.
    expect(rowOf(result, userSkill).notes[0]?.params).toEqual({ kind: 'skill', name: 'mine' });
  });

  it('skips skills and agents without hooks, and files that are not agents', async () => {
    const root = await home.workspace('w');
    await home.write(
      path.join(root, '.claude', 'skills', 'plain', 'SKILL.md'),
      '---\nname: p\n---\nhi',
    );
    await home.write(path.join(root, '.claude', 'skills', 'none', 'SKILL.md'), 'no frontmatter');
    await home.write(path.join(root, '.claude', 'agents', 'notes.txt'), AGENT);
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    expect(result.hooks).toEqual([]);
    expect(result.sources.filter((source) => source.kind === 'frontmatter')).toEqual([]);
  });

  it('marks broken YAML invalid and the hooks it can recover with it', async () => {
    const root = await home.workspace('w');
    const broken = AGENT.replace('description: test agent', 'description: [unclosed');
    const file = await home.write(path.join(root, '.claude', 'agents', 'broken.md'), broken);
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const source = result.sources.find((s) => s.path === file);
    expect(source).toMatchObject({
      state: 'invalid',
      reason: { key: 'reason.frontmatter-invalid' },
    });
    expect(String(source?.reason?.params.message)).toMatch(/at line \d+, column \d+$/);
    const rows = result.hooks.filter((hook) => hook.sourcePath === file);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'invalid',
        reason: { key: 'reason.frontmatter-invalid' },
      });
    }
  });

  it('checks frontmatter handlers and events like settings ones', async () => {
    const root = await home.workspace('w');
    const text = [
      '---',
      'hooks:',
      '  NotAnEvent:',
      '    - hooks: [{type: command, command: echo}]',
      '  Stop:',
      '    - hooks: [{type: command, command: echo, timeout: "5"}]',
      '---',
    ].join('\n');
    const file = await home.write(path.join(root, '.claude', 'skills', 's', 'SKILL.md'), text);
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    expect(rowOf(result, file, 'NotAnEvent/0/0').reason.key).toBe('reason.unknown-event');
    expect(rowOf(result, file, 'Stop/0/0')).toMatchObject({
      status: 'invalid',
      reason: { key: 'reason.handler-invalid' },
      position: { line: 6, column: 15 },
    });
  });
});
