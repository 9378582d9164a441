import { describe, expect, it } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { useUiPage } from './ui-session';

// Tests that take turns on one page (useUiPage) must each see only their own page errors and
// start from nothing stored, as a fresh browser context would give them.
describe('UI tests sharing a page', () => {
  const browser = useBrowser();
  const openUi = useUiPage(browser);

  it('counts the errors of each test and starts the next one clean, in English', async () => {
    const first = await openUi();
    try {
      await first.page.evaluate(() => console.error('broken on purpose'));
      await first.page.getByTestId('language-switch').selectOption('zh-CN', { force: true });
      await expect.poll(() => first.errors).toEqual(['broken on purpose']);
      await expect.poll(() => first.page.locator('html').getAttribute('lang')).toBe('zh-CN');
    } finally {
      await first.close();
    }
    const next = await openUi();
    try {
      await expect.poll(() => next.page.locator('html').getAttribute('lang')).toBe('en');
      expect(next.errors).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('hands a page the test changed for good (its clock) to no later test', async () => {
    const own = await openUi(undefined, { ownPage: true });
    try {
      await own.page.clock.install({ time: 0 });
      // The installed clock outlives the page's documents: it is the context's.
      await own.page.reload();
      await expect.poll(() => own.page.evaluate(() => Date.now())).toBeLessThan(60_000);
    } finally {
      await own.close();
    }
    const next = await openUi();
    try {
      await expect
        .poll(() => next.page.evaluate(() => Date.now()))
        .toBeGreaterThan(Date.parse('2024-01-01'));
    } finally {
      await next.close();
    }
  });
});
