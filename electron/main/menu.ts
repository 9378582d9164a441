import { app, Menu, type MenuItemConstructorOptions } from 'electron';

import { openExternalSafely } from './window';

/** The application menu: standard roles, so that copy/paste and zoom behave as on every app. */
export function installAppMenu(): void {
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        {
          label: 'Claude Code hooks reference',
          click: () => openExternalSafely('https://code.claude.com/docs/en/hooks'),
        },
        { label: `Hookyard ${app.getVersion()}`, enabled: false },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
