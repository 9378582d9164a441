import type { MenuItemConstructorOptions } from 'electron';

import type { NativeText } from '../../shared/i18n/native-text';
import type { ElectronApi } from './electron-api';
import { openExternalSafely } from './window';

/** The application menu: standard roles, so that copy/paste and zoom behave as on every app. */
// Standard roles get their labels from the OS language; ours come from `text`.
export function installAppMenu(
  electron: Pick<ElectronApi, 'app' | 'Menu' | 'shell'>,
  text: NativeText,
): void {
  const { app, Menu, shell } = electron;
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
          label: text.hooksReference,
          click: () => openExternalSafely(shell, 'https://code.claude.com/docs/en/hooks'),
        },
        { label: `Hookyard ${app.getVersion()}`, enabled: false },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
