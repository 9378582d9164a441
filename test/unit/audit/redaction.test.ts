import { describe, expect, test } from 'vitest';

import { compileRedactionRules, Redactor } from '../../../electron/services/audit/redaction';

describe('Redactor', () => {
  const redactor = new Redactor();

  test.each([
    ['export ANTHROPIC_API_KEY=sk-ant-api03-abcdefghijklmnopqrstuv', 'sk-ant-api03', '[REDACTED:'],
    [
      'GITHUB_TOKEN="ghp_abcdefghijklmnopqrstuvwxyz0123456789" git push',
      'ghp_abc',
      'GITHUB_TOKEN=[REDACTED:',
    ],
    ['curl -H "Authorization: Bearer eyJabc.def-123456"', 'eyJabc', 'Bearer [REDACTED:token]'],
    ['{"token": "s3cr3t-value", "n": 1}', 's3cr3t', '"token": "[REDACTED:json-secret]"'],
    ['{"client_secret":"zzz-123"}', 'zzz-123', '[REDACTED:json-secret]'],
    ['password: hunter22', 'hunter22', 'password: [REDACTED:secret]'],
    ['key AKIAIOSFODNN7EXAMPLE used', 'AKIAIOSFODNN7EXAMPLE', '[REDACTED:aws-key]'],
    [
      'postgres://app:pa55word@db/prod',
      'pa55word',
      'postgres://app:[REDACTED:url-password]@db/prod',
    ],
    [
      '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----',
      'MIIE',
      '[REDACTED:private-key]',
    ],
    ['slack xoxb-1234567890-abcdef', 'xoxb-1234567890', '[REDACTED:slack-token]'],
  ])('redacts %j', (text, secret, marker) => {
    const out = redactor.redactString(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(marker);
  });

  test('leaves ordinary text alone', () => {
    for (const text of [
      'the token expired yesterday',
      'monkey=banana',
      'task-list done',
      'npm run build',
    ]) {
      expect(redactor.redactString(text)).toBe(text);
    }
  });

  test('redacts values of sensitive keys deep in objects and arrays, without mutating them', () => {
    const input = { env: { API_KEY: 'abc', PATH: '/bin' }, list: [{ password: 'x' }], count: 3 };
    expect(redactor.redactValue(input)).toEqual({
      env: { API_KEY: '[REDACTED:api-key]', PATH: '/bin' },
      list: [{ password: '[REDACTED:password]' }],
      count: 3,
    });
    expect(input.env.API_KEY).toBe('abc');
  });

  test('applies extra rules and reports a pattern that does not compile', () => {
    const { rules, invalid } = compileRedactionRules([
      { name: 'ticket', pattern: 'TICKET-\\d+' },
      { name: 'broken', pattern: '(' },
    ]);
    expect(invalid).toEqual([{ name: 'broken', reason: expect.stringContaining('Invalid') }]);
    const custom = new Redactor({ extraRules: rules });
    expect(custom.redactString('see TICKET-42 and TICKET-7')).toBe(
      'see [REDACTED:ticket] and [REDACTED:ticket]',
    );
  });

  test('uses only the given rules when rules replace the defaults', () => {
    const only = new Redactor({ rules: [], sensitiveKeys: null });
    expect(only.redactString('password: hunter22')).toBe('password: hunter22');
    expect(only.redactValue({ token: 'x' })).toEqual({ token: 'x' });
  });
});
