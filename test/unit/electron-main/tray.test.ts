import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createElectronStub } from '../../helpers/electron-stub';
import { hookRun, openTestStore } from '../history/history-test-kit';

const stub = createElectronStub();

const { AppTray, TRAY_EVENT_LIMIT, trayIconPath } = await import('../../../electron/main/tray');
const { nativeText } = await import('../../../shared/i18n/native-text');
const { trayEventsOf } = await import('../../../electron/main/tray-events');
type TrayEvent = import('../../../electron/main/tray').TrayEvent;

interface MenuItem {
  id?: string;
  label?: string;
  type?: string;
  enabled?: boolean;
  checked?: boolean;
  click?: () => void;
}

function setUp(
  platform: NodeJS.Platform,
  state: { pending: number; events: TrayEvent[] },
  languages: string[] = ['en-US'],
) {
  const calls: string[] = [];
  let paused = false;
  let atLogin = false;
  const tray = new AppTray({
    electron: stub.api,
    iconsDir: '/res/icons',
    platform,
    source: {
      pendingApprovals: () => state.pending,
      latestEvents: () => state.events,
      isRecordingPaused: () => paused,
      isOpenAtLogin: () => atLogin,
    },
    text: nativeText(languages),
    actions: {
      openWindow: () => calls.push('open'),
      openApprovals: () => calls.push('approvals'),
      openAuditEntry: (id) => calls.push(`audit:${id}`),
      setRecordingPaused: (next) => {
        paused = next;
        calls.push(`paused:${next}`);
        tray.refresh();
      },
      setOpenAtLogin: (enabled) => {
        atLogin = enabled;
        calls.push(`login:${enabled}`);
        tray.refresh();
      },
      quit: () => calls.push('quit'),
    },
  });
  const record = stub.trays.at(-1) as (typeof stub.trays)[number];
  const items = () => (record.menu?.template ?? []) as MenuItem[];
  const item = (id: string) => items().find((entry) => entry.id === id) as MenuItem;
  return { tray, record, items, item, calls };
}

describe('the tray menu', () => {
  it('shows no approvals and no events when there are none yet', () => {
    const { item, items } = setUp('linux', { pending: 0, events: [] });
    expect(item('approvals')).toMatchObject({ label: 'No approvals waiting', enabled: false });
    expect(item('no-events')).toMatchObject({ label: 'No events recorded yet', enabled: false });
    expect(items().map((entry) => entry.id ?? entry.type)).toEqual([
      'approvals',
      'separator',
      'latest-events',
      'no-events',
      'separator',
      'open',
      'pause-recording',
      'open-at-login',
      'separator',
      'quit',
    ]);
  });

  it('counts pending approvals in the menu, the tooltip and (macOS) the menu bar title', () => {
    const { item, record, calls } = setUp('darwin', { pending: 3, events: [] });
    expect(item('approvals')).toMatchObject({ label: '3 approvals waiting…', enabled: true });
    expect(record.tooltip).toBe('Hookyard — 3 approvals waiting');
    expect(record.title).toBe('3');
    item('approvals').click?.();
    expect(calls).toEqual(['approvals']);
  });

  it('follows the pending count at each refresh, and leaves the menu bar title empty at zero', () => {
    const state = { pending: 1, events: [] };
    const { tray, item, record } = setUp('darwin', state);
    expect(item('approvals').label).toBe('1 approval waiting…');
    expect(record.title).toBe('1');
    state.pending = 0;
    tray.refresh();
    expect(item('approvals')).toMatchObject({ label: 'No approvals waiting', enabled: false });
    expect(record.tooltip).toBe('Hookyard');
    expect(record.title).toBe('');
  });

  it('lists the latest events, at most a few, and opens the one clicked', () => {
    const events = Array.from({ length: 8 }, (_, index) => ({
      id: `e${index}`,
      label: `PreToolUse · Bash · 14:0${index}`,
    }));
    const { items, item, calls } = setUp('linux', { pending: 0, events });
    const listed = items().filter((entry) => entry.id?.startsWith('event:'));
    expect(listed).toHaveLength(TRAY_EVENT_LIMIT);
    expect(listed[0]?.label).toBe('PreToolUse · Bash · 14:00');
    item('event:e2').click?.();
    expect(calls).toEqual(['audit:e2']);
  });

  it('keeps recorded text to one short line and escapes Windows mnemonics', () => {
    const label = `Bash & friends\n${'x'.repeat(200)}`;
    const { item } = setUp('win32', { pending: 0, events: [{ id: 'e1', label }] });
    const shown = item('event:e1').label ?? '';
    expect(shown).not.toContain('\n');
    expect(shown.startsWith('Bash && friends x')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.replace('&&', '&').length).toBeLessThanOrEqual(60);
  });

  it('toggles recording and shows the new state', () => {
    const { item, calls } = setUp('linux', { pending: 0, events: [] });
    expect(item('pause-recording')).toMatchObject({ type: 'checkbox', checked: false });
    item('pause-recording').click?.();
    expect(calls).toEqual(['paused:true']);
    expect(item('pause-recording').checked).toBe(true);
    item('pause-recording').click?.();
    expect(item('pause-recording').checked).toBe(false);
  });

  it('opens the window from a left click on Windows only, and quits from the menu', () => {
    const windows = setUp('win32', { pending: 0, events: [] });
    windows.record.handlers.get('click')?.();
    windows.item('quit').click?.();
    expect(windows.calls).toEqual(['open', 'quit']);
    expect(setUp('darwin', { pending: 0, events: [] }).record.handlers.has('click')).toBe(false);
  });

  it('picks the template image on macOS and the coloured one elsewhere, and goes away on dispose', () => {
    expect(trayIconPath('/res/icons', 'darwin')).toBe(
      path.join('/res/icons', 'tray', 'trayTemplate.png'),
    );
    expect(trayIconPath('/res/icons', 'linux')).toBe(path.join('/res/icons', 'tray', 'tray.png'));
    const { tray, record } = setUp('darwin', { pending: 0, events: [] });
    expect(record.image).toEqual({ path: path.join('/res/icons', 'tray', 'trayTemplate.png') });
    expect(record.title).toBe('');
    tray.dispose();
    expect(record.destroyed).toBe(true);
  });

  it('offers opening at login, off by default, and switches it', () => {
    const { item, calls } = setUp('linux', { pending: 0, events: [] });
    expect(item('open-at-login')).toMatchObject({ type: 'checkbox', checked: false });
    item('open-at-login').click?.();
    expect(calls).toEqual(['login:true']);
    expect(item('open-at-login').checked).toBe(true);
  });

  it('speaks Chinese when the system prefers it', () => {
    const { item } = setUp('linux', { pending: 2, events: [] }, ['zh-Hans-CN', 'en-US']);
    expect(item('approvals').label).toBe('2 个请求待审批…');
    expect(item('quit').label).toBe('退出 Hookyard');
  });
});

describe('the latest events in the tray', () => {
  it('are the newest audit entries, as event · tool · local time', () => {
    const store = openTestStore();
    const at = (minute: number) => new Date(2026, 2, 1, 9, minute).toISOString();
    store.append([
      ...Array.from({ length: 7 }, (_, i) => hookRun({ ts: at(i), tool: `Tool${i}` })),
      hookRun({ ts: at(30), event: 'SessionStart', tool: null }),
    ]);
    const entries = store.query({ filter: {}, cursor: null, limit: 10, order: 'desc' }).entries;
    const events = trayEventsOf(entries);
    expect(events.map((event) => event.label)).toEqual([
      'SessionStart · 09:30',
      'PreToolUse · Tool6 · 09:06',
      'PreToolUse · Tool5 · 09:05',
      'PreToolUse · Tool4 · 09:04',
      'PreToolUse · Tool3 · 09:03',
    ]);
    expect(events[0]?.id).toBe(entries[0]?.id);
  });
});
