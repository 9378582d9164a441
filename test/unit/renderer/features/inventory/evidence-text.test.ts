import { describe, expect, it } from 'vitest';

import { agentCapabilities } from '../../../../../electron/services/agents/registry';
import { surfaceName } from '../../../../../renderer/features/inventory/evidence-text';
import { createTranslator } from '../../../../../renderer/i18n/translator';

describe('surface names', () => {
  const agents = agentCapabilities();

  it('names a surface by the message key its agent gives as data, in each language', () => {
    expect(surfaceName(createTranslator('en').t, agents, 'claude-code:print')).toBe(
      'Claude Code (-p)',
    );
    expect(surfaceName(createTranslator('zh-CN').t, agents, 'cline-cli:cli')).toBe('Cline 命令行');
  });

  it('calls a surface no agent names (or none, or an object key) unknown', () => {
    const { t } = createTranslator('en');
    for (const surface of ['claude-code:moon', null, 'constructor']) {
      expect(surfaceName(t, agents, surface)).toBe('an unknown surface');
    }
    // Without the agents' capabilities (before app info arrives) nothing is named.
    expect(surfaceName(t, [], 'claude-code:print')).toBe('an unknown surface');
  });
});
