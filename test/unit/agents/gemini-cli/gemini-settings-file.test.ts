import { describe, expect, test } from 'vitest';

import { readGeminiSettings } from '../../../../electron/services/agents/gemini-cli/gemini-settings-file';

const read = (text: string) => readGeminiSettings({ kind: 'text', text });

describe('readGeminiSettings', () => {
  test('reads JSON with comments, as Gemini strips them', () => {
    expect(read('{\n  // mine\n  "hooksConfig": { "disabled": ["a", 5] } /* x */\n}')).toEqual({
      state: 'ok',
      settings: { hooks: undefined, enabled: null, disabled: ['a'] },
    });
  });

  test('says where a file Gemini cannot read breaks, by line and column, in words', () => {
    expect(read('{\n  "hooks": {},\n}\n')).toEqual({
      state: 'invalid',
      message: 'trailing comma at line 2, column 14',
    });
    expect(read('{\n  "hooks": { "BeforeTool": [ }\n}')).toEqual({
      state: 'invalid',
      message: 'a value is expected at line 2, column 30',
    });
    expect(read('[]')).toEqual({ state: 'invalid', message: 'the top level is not an object' });
  });
});
