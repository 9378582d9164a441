import { describe, expect, test } from 'vitest';

import { compileRedactionRules, Redactor } from '../../../electron/services/history/redaction';
import { REDACTION_CORPUS } from './redaction-corpus';

describe('Redactor', () => {
  const redactor = new Redactor();

  test.each([
    ['export ANTHROPIC_API_KEY=sk-ant-api03-abcdefghijklmnopqrstuv', 'sk-ant-api03', '[REDACTED:'],
    [
      'GITHUB_TOKEN="ghp_abcdefghijklmnopqrstuvwxyz0123456789" git push',
      'ghp_abc',
      'GITHUB_TOKEN="[REDACTED:github-token]"',
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

  // Issue 19 §5: each of these was stored in clear, or cut short, by the earlier rules.
  test.each([
    [
      'Authorization: token <40 hex>',
      'curl -H "Authorization: token 2f0f009369df31606499eb9b862ced426d6ef3b0" https://x',
      '2f0f009369df31606499eb9b862ced426d6ef3b0',
      'Authorization: token [REDACTED:token]',
    ],
    [
      'https://:TOKEN@host',
      'pip install --index-url https://:08Lr5jPN2LW6nFq3@pypi.acme.dev/simple',
      '08Lr5jPN2LW6nFq3',
      'https://:[REDACTED:url-password]@pypi.acme.dev/simple',
    ],
    [
      'a URL password that contains @',
      'redis-cli -u redis://default:fikZF7@9Pktjkd3@cache.internal:6379',
      '9Pktjkd3',
      'redis://default:[REDACTED:url-password]@cache.internal:6379',
    ],
    [
      '--password VALUE',
      'psql --host db --password FEIhZPSt258fJ3 --dbname prod',
      'FEIhZPSt258fJ3',
      '--password [REDACTED:secret] --dbname prod',
    ],
    [
      'mysql -pVALUE',
      'mysql -u root -p0I0UQh9Rnk4WF3 -h 127.0.0.1 shop',
      '0I0UQh9Rnk4WF3',
      '-p[REDACTED:password] -h',
    ],
    [
      'the JSON key "pass"',
      'echo \'{"user": "svc", "pass": "lJhSkogbeZfHfc"}\' > creds.json',
      'lJhSkogbeZfHfc',
      '"pass": "[REDACTED:json-secret]"',
    ],
    [
      'Stripe sk_live_',
      'stripe charges list --limit 3 sk_live_Sq2t1SBDlS9S5IeSOzG7b3KN',
      'Sq2t1SBDlS9S5IeSOzG7b3KN',
      '[REDACTED:stripe-key]',
    ],
    [
      'Google AIza',
      'maps?k=AIzaYtgYBEmkSs9YVn9fsc9uQ_4tJqKQN_XLZXc',
      'YtgYBEmkSs9YVn9fsc9uQ_4tJqKQN_XLZXc',
      '[REDACTED:google-api-key]',
    ],
    [
      'npm npm_',
      'published with npm_Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6 yesterday',
      'Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6',
      'with [REDACTED:npm-token] yesterday',
    ],
  ])('redacts %s', (_form, text, secret, marker) => {
    const out = redactor.redactString(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(marker);
  });

  test('never matches a marker again: https://ghp_…@github.com keeps one marker', () => {
    const out = redactor.redactString(
      'git push https://ghp_Lh2sQ9vKx7TnR4mWc8YpJd3eFb6GaZ1uNo5i@github.com/acme/app.git',
    );
    expect(out).toBe('git push https://[REDACTED:github-token]@github.com/acme/app.git');
  });

  test('redacts every form of the corpus, and a second pass changes nothing', () => {
    expect(REDACTION_CORPUS.length).toBeGreaterThanOrEqual(40);
    const inClear = REDACTION_CORPUS.filter(({ text, secrets }) => {
      const out = redactor.redactString(text);
      expect(redactor.redactString(out), text).toBe(out);
      return secrets.some((secret) => out.includes(secret));
    }).map(({ form }) => form);
    expect(inClear).toEqual([]);
  });

  test('redacts values of keys named like secrets, in every spelling', () => {
    const input = {
      pass: 'a1',
      db_pass: 'a2',
      dbPass: 'a3',
      passwd: 'a4',
      SecretAccessKey: 'a5',
      clientSecret: 'a6',
      accessToken: 'a7',
      auth: 'a8',
      basicAuth: 'a9',
      private_key: 'b1',
      Cookie: 'b2',
      bypass: 'kept',
      author: 'kept',
      max_tokens: 'kept',
    };
    const out = redactor.redactValue(input);
    expect(Object.values(out).filter((value) => !value.startsWith('[REDACTED:'))).toEqual([
      'kept',
      'kept',
      'kept',
    ]);
    expect(redactor.redactValue(out)).toEqual(out);
  });

  test('leaves ordinary text alone', () => {
    for (const text of [
      'the token expired yesterday',
      'monkey=banana',
      'task-list done',
      'npm run build',
      'mkdir -p build && tar -xzf a.tgz',
      'all 12 tests pass: see report',
      'git clone git@github.com:acme/app.git',
      'https://example.com:8080/path?q=1',
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

  // Each text below held the process for minutes with rules that searched from every start to
  // the end (see LINEAR_TIME in redaction-rules.ts): 80-120 s each here, a half hour for a
  // megabyte of the chains. Linear rules take well under a second. A regex cannot be interrupted,
  // so the test measures how long the call held the thread, with a margin of fifty times either
  // way, rather than waiting on a timeout that only fires after the call returns. Each text holds
  // a word of the prefilter and no secret.
  test.each([
    ['a dotted chain after a secret word', `token ${'a.'.repeat(100_000)}`],
    ['a dashed chain', `token ${'a-'.repeat(100_000)}`],
    ['a chain of scheme characters', `token ${'a+'.repeat(100_000)}`],
    ['one long name of secret words without =', 'TOKEN'.repeat(200_000)],
    ['mysql named again and again without -p', 'mysql '.repeat(170_000)],
  ])('does not hold the thread over %s, and changes nothing', (_, text) => {
    const started = performance.now();
    const out = redactor.redactString(text);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(out).toBe(text);
  });

  test('finds the same secrets with the linear rules', () => {
    const cases: [string, string][] = [
      // The search for -p goes on from a later mysql.
      ['mysql -u root mysql -pHunter2x db', 'mysql -u root mysql -p[REDACTED:password] db'],
      ['mysqldump -u a; mysql -u b -pHunter2x', 'mysqldump -u a; mysql -u b -p[REDACTED:password]'],
      // A name's last part after `_`, `.` or `-`, and a whole name.
      ['my_access_token=abc123', 'my_access_token=[REDACTED:secret]'],
      ['db.password: abc123', 'db.password: [REDACTED:secret]'],
      ['app-secret = abc123', 'app-secret = [REDACTED:secret]'],
      ['db_pass=abc123 bypass=on', 'db_pass=[REDACTED:secret] bypass=on'],
      ['MY_SERVICE_TOKEN=abc123 TOKENS=', 'MY_SERVICE_TOKEN=[REDACTED:env] TOKENS='],
      // A scheme prefixed by more than 32 scheme characters: the match starts at a later word.
      [
        `${'a.'.repeat(20)}git+https://me:Hunter2x@host/repo`,
        `${'a.'.repeat(20)}git+https://me:[REDACTED:url-password]@host/repo`,
      ],
    ];
    for (const [text, redacted] of cases) expect(redactor.redactString(text)).toBe(redacted);
  });

  test('uses only the given rules when rules replace the defaults', () => {
    const only = new Redactor({ rules: [], sensitiveKeys: null });
    expect(only.redactString('password: hunter22')).toBe('password: hunter22');
    expect(only.redactValue({ token: 'x' })).toEqual({ token: 'x' });
  });
});
