import { describe, expect, it } from 'vitest';

import {
  badHeaderName,
  endpointHasCredentials,
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

  it('finds a user or password in the endpoint, and nothing in what is not a URL', () => {
    expect(endpointHasCredentials('http://user:pa55@127.0.0.1:4318')).toBe(true);
    expect(endpointHasCredentials(' https://token@collector.example/v1/logs ')).toBe(true);
    expect(endpointHasCredentials('http://collector:4318')).toBe(false);
    expect(endpointHasCredentials('not a url')).toBe(false);
  });
});
