import { describe, expect, it } from 'vitest';

import {
  badHeaderName,
  endpointProblem,
} from '../../../../../renderer/features/telemetry/model/export-form-checks';
import { TelemetrySettingsUpdateSchema } from '../../../../../shared/schemas/telemetry';

describe('export form checks', () => {
  it('names a header name the settings would refuse, as the schema refuses it', () => {
    for (const name of ['x bad', 'x-bad\tname', 'authorization:', 'é', '{}']) {
      expect(badHeaderName(name)).toBe(name);
      const update = { enabled: false, endpoint: null, share: 'counts', team: null };
      expect(
        TelemetrySettingsUpdateSchema.safeParse({ ...update, headers: { [name]: 'v' } }).success,
      ).toBe(false);
    }
    for (const name of ['authorization', 'X-Scope-OrgID', 'dd-api-key', '  x-trimmed  ', ''])
      expect(badHeaderName(name)).toBeNull();
  });

  it('says what is wrong with an endpoint the settings would refuse or no request could use', () => {
    expect(endpointProblem('http://user:pa55@127.0.0.1:4318')).toBe('credentials');
    expect(endpointProblem(' https://token@collector.example/v1/logs ')).toBe('credentials');
    for (const text of ['not a url', 'file:///etc/passwd', 'javascript:alert(1)', 'collector:4318'])
      expect(endpointProblem(text)).toBe('not-http');
    expect(endpointProblem(`http://${'a'.repeat(2048)}.com`)).toBe('too-long');
    for (const text of ['http://collector:4318', 'https://[::1]:4318/v1/logs', '', '  '])
      expect(endpointProblem(text)).toBeNull();
  });

  it('refuses in the form what the settings schema refuses, and lets through what it takes', () => {
    const update = { enabled: false, headers: {}, share: 'counts', team: null };
    for (const endpoint of ['not a url', 'file:///etc/passwd', `http://${'a'.repeat(2048)}.com`])
      expect(TelemetrySettingsUpdateSchema.safeParse({ ...update, endpoint }).success).toBe(false);
    expect(
      TelemetrySettingsUpdateSchema.safeParse({ ...update, endpoint: 'http://collector:4318' })
        .success,
    ).toBe(true);
  });
});
