import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, screenshot } from '../../helpers/browser';
import { codexBin } from '../../helpers/real-codex';
import type { TempHome } from '../../helpers/temp-home';
import { writeUntrustedCodexHook } from '../../helpers/untrusted-codex-hook';
import { addShop } from './bench-steps';
import { openUi, type UiSession } from './ui-session';

/** ~/code/shop holds a Codex project hook that Codex skips until trusted (a trusted project). */
async function writeShop(temp: TempHome): Promise<void> {
  const shop = await temp.mkdir('home/code/shop');
  await writeUntrustedCodexHook(temp.paths.codexHome, shop);
  await temp.write('home/.claude.json', JSON.stringify({ projects: { [shop]: {} } }));
}

const codexRow = (page: Page) =>
  page.locator('[data-testid=hook-row][data-agent=codex][data-event=Stop]');
const dialog = (page: Page) => page.getByTestId('agent-trust-dialog');

/** Opens the Codex Stop hook's detail and its "Trust in Codex" preview. */
async function openPreview(page: Page): Promise<void> {
  await addShop(page);
  await codexRow(page).click();
  await expect
    .poll(() => page.getByTestId('detail-reason').innerText())
    .toMatch(/until you trust it in Codex|在您于 Codex 中信任/);
  await page.getByTestId('detail-trust-in-agent').click();
  await dialog(page).locator('[data-testid=agent-trust-body][data-phase=ready]').waitFor();
}

describe('"Trust in Codex" from the app, with the real Codex CLI', () => {
  const browser = useBrowser();
  let ui: UiSession | undefined;
  beforeAll(async () => {}, 60_000);
  afterEach(async () => {
    await ui?.close();
    ui = undefined;
  });
  const withCodex = () => ({ HOOKYARD_CODEX: codexBin() });

  it('previews what Codex writes, applies it once on a double click, and the reason goes away', async () => {
    ui = await openUi(browser(), writeShop, { serveEnv: withCodex });
    const { page, temp } = ui;
    page.setDefaultTimeout(30_000);
    const configFile = path.join(temp.paths.codexHome, 'config.toml');
    const before = fs.readFileSync(configFile);
    await openPreview(page);
    await expect
      .poll(() => dialog(page).getByTestId('agent-trust-text').innerText())
      .toMatch(/^\[hooks\.state\.".*hooks\.json:stop:0:0"\]\ntrusted_hash = "sha256:[0-9a-f]{64}"/);
    await expect.poll(() => dialog(page).innerText()).toContain(configFile);
    expect(fs.readFileSync(configFile).equals(before)).toBe(true);
    await screenshot(page, 'trust-in-codex-en');

    await dialog(page).getByTestId('agent-trust-apply').dblclick();
    await dialog(page).locator('[data-testid=agent-trust-body][data-phase=done]').waitFor();
    await expect
      .poll(() => dialog(page).getByTestId('agent-trust-result').innerText())
      .toContain('trusted');
    await dialog(page).getByTestId('agent-trust-close').click();
    await codexRow(page).and(page.locator('[data-status=active]')).waitFor();
    await expect
      .poll(() => page.getByTestId('detail-reason').innerText())
      .not.toContain('until you trust');
    await expect.poll(() => page.getByTestId('detail-trust-in-agent').count()).toBe(0);
    // One trust written, and the config from before kept byte for byte.
    const after = fs.readFileSync(configFile, 'utf8');
    expect(after.match(/trusted_hash/g)).toHaveLength(1);
    const backups = fs.readdirSync(path.join(temp.dataDir, 'backups', 'agent-trust'));
    expect(backups).toHaveLength(1);
    expect(
      fs
        .readFileSync(path.join(temp.dataDir, 'backups', 'agent-trust', backups[0]!))
        .equals(before),
    ).toBe(true);
    expect(ui.errors).toEqual([]);
  }, 120_000);

  it('shows the preview in Simplified Chinese', async () => {
    ui = await openUi(browser(), writeShop, { serveEnv: withCodex, locale: 'zh-CN' });
    const { page } = ui;
    page.setDefaultTimeout(30_000);
    await openPreview(page);
    await expect.poll(() => dialog(page).innerText()).toContain('信任它会把以下内容写入');
    await screenshot(page, 'trust-in-codex-zh-cn');
  }, 120_000);

  it('trusts a user-level hook when Codex has no config.toml yet, and says Codex created it', async () => {
    ui = await openUi(
      browser(),
      async (temp) => {
        const hooks = { Stop: [{ hooks: [{ type: 'command', command: 'echo user-stop' }] }] };
        await fs.promises.mkdir(temp.paths.codexHome, { recursive: true });
        await fs.promises.writeFile(
          path.join(temp.paths.codexHome, 'hooks.json'),
          JSON.stringify({ hooks }),
        );
      },
      { serveEnv: withCodex },
    );
    const { page, temp } = ui;
    page.setDefaultTimeout(30_000);
    await page.getByTestId('sidebar-user-level').click();
    await codexRow(page).click();
    await page.getByTestId('detail-trust-in-agent').click();
    await dialog(page).locator('[data-testid=agent-trust-body][data-phase=ready]').waitFor();
    await expect
      .poll(() => dialog(page).innerText())
      .toContain('The file does not exist yet: Codex CLI creates it.');
    await dialog(page).getByTestId('agent-trust-apply').click();
    await dialog(page).locator('[data-testid=agent-trust-body][data-phase=done]').waitFor();
    // It used to end "The file from before is kept as -."
    await expect
      .poll(() => dialog(page).getByTestId('agent-trust-result').innerText())
      .toBe(
        'Codex CLI now says trusted for echo user-stop. The file did not exist before: Codex CLI created it.',
      );
    await expect
      .poll(() => fs.readFileSync(path.join(temp.paths.codexHome, 'config.toml'), 'utf8'))
      .toMatch(/trusted_hash = "sha256:[0-9a-f]{64}"/);
    expect(ui.errors).toEqual([]);
  }, 120_000);

  it('says which hook could not be trusted when Codex cannot be started, and writes nothing', async () => {
    ui = await openUi(browser(), writeShop, {
      serveEnv: (temp) => ({ HOOKYARD_CODEX: path.join(temp.root, 'no-codex-here') }),
    });
    const { page, temp } = ui;
    const configFile = path.join(temp.paths.codexHome, 'config.toml');
    const before = fs.readFileSync(configFile);
    await addShop(page);
    await codexRow(page).click();
    await page.getByTestId('detail-trust-in-agent').click();
    const error = dialog(page).getByTestId('agent-trust-error');
    await expect.poll(() => error.getAttribute('data-error-code')).toBe('spawn-failed');
    await expect.poll(() => error.innerText()).toContain('echo trusted-stop');
    await expect.poll(() => error.innerText()).toContain('codex');
    expect(fs.readFileSync(configFile).equals(before)).toBe(true);
  }, 60_000);
});
