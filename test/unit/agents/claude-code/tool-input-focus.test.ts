import { describe, expect, it } from 'vitest';

import { toolInputFocus } from '../../../../electron/services/agents/claude-code/tool-input-focus';
import { toolTemplateValues } from '../../../../electron/services/agents/claude-code/edits/tool-template-values';

const fieldsOf = (matcher: string | undefined, event = 'PreToolUse' as const) =>
  toolInputFocus(event, matcher).fields;

describe('what a tool hook template inspects', () => {
  it('follows the tools the matcher selects', () => {
    expect(fieldsOf('Bash')).toEqual(['command']);
    expect(fieldsOf('Write|Edit')).toEqual(['file_path']);
    expect(fieldsOf('Write, Edit, MultiEdit')).toEqual(['file_path']);
    expect(fieldsOf('Write|NotebookEdit')).toEqual(['file_path', 'notebook_path']);
    expect(fieldsOf('^(Write|Edit)$')).toEqual(['file_path']);
    expect(fieldsOf('^Ba')).toEqual(['command']);
    expect(fieldsOf('WebFetch')).toEqual(['url']);
    expect(toolInputFocus('PermissionRequest', 'Edit')).toMatchObject({ needle: '/.env' });
  });

  it('looks at the whole tool_input where no one field fits', () => {
    for (const matcher of [
      undefined,
      '',
      '*',
      '.*',
      'Bash|Write',
      'mcp__memory__.*',
      'Bash|mcp__x',
    ]) {
      expect(fieldsOf(matcher)).toBeNull();
    }
    expect(fieldsOf('Grep')).toBeNull();
    // Unanchored, as Claude Code tests it: it also selects TodoWrite, whose input has no path.
    expect(fieldsOf('Wr.te')).toBeNull();
    expect(fieldsOf('([')).toBeNull();
    expect(fieldsOf('bash')).toBeNull();
  });

  it('writes the expression for each language', () => {
    const file = toolInputFocus('PreToolUse', 'Write|Edit');
    expect(toolTemplateValues('bash', file).SUBJECT).toBe('.tool_input.file_path // empty');
    expect(toolTemplateValues('node', file).FIELDS).toBe('file_path');
    const whole = toolInputFocus('PreToolUse', undefined);
    expect(toolTemplateValues('python', whole)).toMatchObject({
      SUBJECT: 'json.dumps(tool_input)',
      WHAT: 'the whole tool_input',
      NEEDLE: 'rm -rf',
    });
  });
});
