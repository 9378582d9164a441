import fs from 'node:fs/promises';
import path from 'node:path';

import type { LaunchAtLogin } from '../launch-at-login';

const FILE_NAME = 'dev.hookyard.app.desktop';

export interface LinuxAutostartConfig {
  /** $XDG_CONFIG_HOME, or ~/.config */
  configDir: string;
  /** The program to start: the AppImage ($APPIMAGE) or the installed executable. */
  executable: string;
  args?: readonly string[];
}

// Desktop Entry spec: an argument with reserved characters is double-quoted, with `"`, `` ` ``,
// `$` and `\` escaped inside; `%` is doubled; then the value's own `\` escaping applies.
function execArgument(arg: string): string {
  const quoted = /^[A-Za-z0-9_./@:+=,-]+$/.test(arg)
    ? arg
    : `"${arg.replace(/(["`$\\])/g, '\\$1')}"`;
  return quoted.replace(/%/g, '%%').replace(/\\/g, '\\\\');
}

/** The autostart entry for one program, following the freedesktop.org Desktop Entry spec. */
export function autostartEntry(executable: string, args: readonly string[] = []): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Hookyard',
    'Comment=Manage, test, audit and approve the hooks of Claude Code and Cline',
    `Exec=${[executable, ...args].map(execArgument).join(' ')}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/**
 * Launch at login on Linux desktops (Electron's login item settings cover only macOS and
 * Windows): an XDG autostart entry, `<configDir>/autostart/dev.hookyard.app.desktop`. Written
 * only when the user turns the setting on; removing it turns it off.
 */
export class LinuxAutostart implements LaunchAtLogin {
  readonly #file: string;
  readonly #entry: string;

  constructor(config: LinuxAutostartConfig) {
    this.#file = path.join(config.configDir, 'autostart', FILE_NAME);
    this.#entry = autostartEntry(config.executable, config.args);
  }

  async isEnabled(): Promise<boolean> {
    try {
      const text = await fs.readFile(this.#file, 'utf8');
      return !/^(Hidden=true|X-GNOME-Autostart-enabled=false)$/m.test(text);
    } catch {
      return false;
    }
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    try {
      if (enabled) {
        await fs.mkdir(path.dirname(this.#file), { recursive: true });
        await fs.writeFile(this.#file, this.#entry, { mode: 0o644 });
      } else {
        await fs.rm(this.#file, { force: true });
      }
    } catch (error) {
      console.warn('Hookyard could not change its autostart entry', error);
    }
    return this.isEnabled();
  }
}
