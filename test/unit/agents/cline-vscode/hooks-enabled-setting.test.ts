import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  globalStateFile,
  readHooksEnabledSetting,
} from '../../../../electron/services/agents/cline-vscode/hooks-enabled-setting';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import { resolveHostPaths } from '../../../../electron/services/platform/host-paths';
import { createTempClineHost, type TempClineHost } from '../cline/temp-cline-host';

describe('readHooksEnabledSetting', () => {
  let host: TempClineHost;
  let file: string;
  beforeEach(async () => {
    host = await createTempClineHost();
    file = path.join(host.home, '.cline/data/globalState.json');
  });
  afterEach(() => host.cleanup());

  const read = () => readHooksEnabledSetting(host.paths, new FileProbe());
  const writeState = (text: string) => host.write('home/.cline/data/globalState.json', text, 0o644);

  it('leaves hooks on when there is no global state', async () => {
    expect(await read()).toEqual({ enabled: true, file });
  });

  it('switches hooks off for a top-level false', async () => {
    await writeState('{"taskHistory":[{"hooksEnabled":true}],"hooksEnabled":false}');
    expect(await read()).toEqual({ enabled: false, file });
  });

  it('ignores the key when it is nested or not a boolean false', async () => {
    await writeState('{"nested":{"hooksEnabled":false},"hooksEnabled":"false"}');
    expect((await read()).enabled).toBe(true);
  });

  it('does not take a false from inside a non-literal hooksEnabled value', async () => {
    await writeState('{"hooksEnabled":{"value":false},"list":[false]}');
    expect((await read()).enabled).toBe(true);
  });

  it('lets a later duplicate key win, as JSON.parse does', async () => {
    await writeState('{"hooksEnabled":false,"hooksEnabled":true}');
    expect((await read()).enabled).toBe(true);
  });

  it('still finds the key in a file cut short or broken after it', async () => {
    await writeState('{"hooksEnabled":false,"taskHistory":[{"id":');
    expect((await read()).enabled).toBe(false);
  });

  it('honours CLINE_DATA_DIR and CLINE_DIR', () => {
    const dataDir = resolveHostPaths({ CLINE_DATA_DIR: '/data/cline' }, 'linux', { home: '/h' });
    const clineDir = resolveHostPaths({ CLINE_DIR: '/c' }, 'linux', { home: '/h' });
    expect(globalStateFile(dataDir)).toBe('/data/cline/globalState.json');
    expect(globalStateFile(clineDir)).toBe('/c/data/globalState.json');
  });
});
