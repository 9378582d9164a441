import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { backoffDelay } from '../../../electron/services/telemetry/backoff';
import {
  settingsView,
  TelemetrySettingsFile,
} from '../../../electron/services/telemetry/telemetry-settings';
import { tempDir } from '../history/history-test-kit';

const change = {
  enabled: true,
  endpoint: 'http://collector:4318',
  share: 'counts' as const,
  team: null,
};

describe('export settings', () => {
  test('keeps a stored header value the UI sends back as null, drops a header left out', async () => {
    const file = path.join(tempDir(), 'telemetry', 'settings.json');
    const settings = new TelemetrySettingsFile(file);
    await settings.update({
      ...change,
      headers: { authorization: 'Bearer s3cret', 'x-team': 'a' },
    });
    const saved = await settings.update({ ...change, headers: { authorization: null } });
    expect(saved.headers).toEqual({ authorization: 'Bearer s3cret' });
    expect(settingsView(saved)).not.toHaveProperty('headers');
    expect(JSON.stringify(settingsView(saved))).not.toContain('s3cret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.bak`)).toBe(true);
  });

  test('a file that is not valid sends nothing and says why, and is kept as .bak on the next save', async () => {
    const file = path.join(tempDir(), 'settings.json');
    fs.writeFileSync(file, '{"enabled": true, "endpoint": 42}');
    const settings = new TelemetrySettingsFile(file);
    const loaded = settings.load();
    expect(loaded.settings.enabled).toBe(false);
    expect(loaded.problem).toMatch(/endpoint/);
    await settings.update({ ...change, headers: {} });
    expect(fs.readFileSync(`${file}.bak`, 'utf8')).toContain('42');
  });

  test('backoff doubles from the first wait up to the ceiling, with at most half of it as jitter', () => {
    const policy = { initialMs: 100, maxMs: 1_000 };
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(policy, n, () => 1))).toEqual([
      100, 200, 400, 800, 1_000,
    ]);
    expect(backoffDelay(policy, 0, () => 0)).toBe(50);
  });
});
