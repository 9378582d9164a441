import { afterEach, describe, expect, it, vi } from 'vitest';

import { createElectronStub } from '../../helpers/electron-stub';

const stub = createElectronStub();

const { ElectronNotifier } = await import('../../../electron/main/notifier');

afterEach(() => {
  stub.notifications.length = 0;
  stub.notificationSupport.supported = true;
});

describe('desktop notifications', () => {
  it('show the title, body and buttons, and report the button pressed by its id', () => {
    const pressed: string[] = [];
    new ElectronNotifier(stub.api.Notification).notify({
      title: 'Approval needed',
      body: 'Claude Code wants to run Bash in ~/code/app',
      actions: [
        { id: 'allow', label: 'Allow' },
        { id: 'deny', label: 'Deny' },
      ],
      onAction: (id) => pressed.push(id),
    });
    const [shown] = stub.notifications;
    expect(shown?.shown).toBe(true);
    expect(shown?.options).toEqual({
      title: 'Approval needed',
      body: 'Claude Code wants to run Bash in ~/code/app',
      actions: [
        { type: 'button', text: 'Allow' },
        { type: 'button', text: 'Deny' },
      ],
    });
    shown?.handlers.get('action')?.({ actionIndex: 1 });
    shown?.handlers.get('action')?.({ actionIndex: 7 });
    expect(pressed).toEqual(['deny']);
  });

  it('report a click on the notification itself', () => {
    const onClick = vi.fn();
    new ElectronNotifier(stub.api.Notification).notify({ title: 't', body: 'b', onClick });
    stub.notifications[0]?.handlers.get('click')?.();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('take back a tagged notification, and replace one shown with the same tag', () => {
    const notifier = new ElectronNotifier(stub.api.Notification);
    notifier.notify({ title: 'first', body: 'b', tag: 'approval:1' });
    notifier.notify({ title: 'other', body: 'b', tag: 'approval:2' });
    notifier.notify({ title: 'again', body: 'b', tag: 'approval:1' });
    expect(stub.notifications.map((shown) => [shown.options.title, shown.closed])).toEqual([
      ['first', true],
      ['other', false],
      ['again', false],
    ]);
    notifier.withdraw('approval:2');
    notifier.withdraw('approval:2');
    notifier.withdraw('never-shown');
    expect(stub.notifications.map((shown) => shown.closed)).toEqual([true, true, false]);
  });

  it('forget a tag the user dismissed, so withdrawing it later closes nothing', () => {
    const notifier = new ElectronNotifier(stub.api.Notification);
    notifier.notify({ title: 't', body: 'b', tag: 'approval:1' });
    stub.notifications[0]?.handlers.get('close')?.();
    notifier.withdraw('approval:1');
    expect(stub.notifications[0]?.closed).toBe(false);
  });

  it('do nothing where the OS cannot show notifications', () => {
    stub.notificationSupport.supported = false;
    new ElectronNotifier(stub.api.Notification).notify({ title: 't', body: 'b' });
    expect(stub.notifications).toEqual([]);
  });
});
