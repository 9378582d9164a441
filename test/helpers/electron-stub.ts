/**
 * A recording stand-in for the parts of `electron` the shell uses: the binary cannot exist on
 * the build machines, so tests hand this to the shell where the app hands it Electron.
 * Only what the shell calls is here; every call is recorded for the test to inspect.
 */
import type { ElectronApi } from '../../electron/main/electron-api';

export type Listener = (...args: unknown[]) => unknown;

export function createElectronStub() {
  const windows: Array<{
    options: Record<string, unknown>;
    handlers: Map<string, Listener>;
    openHandler?: Listener;
    loaded?: string;
    loading?: boolean;
    sent: Array<{ channel: string; payload: unknown }>;
    windowHandlers: Map<string, Listener>;
    focused: number;
  }> = [];
  const ipcHandlers = new Map<string, Listener>();
  const session = {
    headersListener: undefined as Listener | undefined,
    permissionHandler: undefined as Listener | undefined,
  };
  const opened: string[] = [];

  class BrowserWindow {
    readonly record: (typeof windows)[number];
    readonly webContents;
    constructor(options: Record<string, unknown>) {
      this.record = {
        options,
        handlers: new Map(),
        sent: [],
        windowHandlers: new Map(),
        focused: 0,
      };
      windows.push(this.record);
      const record = this.record;
      this.webContents = {
        setWindowOpenHandler: (handler: Listener) => (record.openHandler = handler),
        on: (name: string, handler: Listener) => record.handlers.set(name, handler),
        once: (name: string, handler: Listener) => record.handlers.set(name, handler),
        getURL: () => record.loaded ?? '',
        isLoading: () => record.loading ?? false,
        send: (channel: string, payload: unknown) => record.sent.push({ channel, payload }),
      };
    }
    once(): void {}
    on(name: string, handler: Listener): void {
      this.record.windowHandlers.set(name, handler);
    }
    isMinimized(): boolean {
      return false;
    }
    restore(): void {}
    focus(): void {
      this.record.focused += 1;
    }
    loadURL(url: string): Promise<void> {
      this.record.loaded = url;
      return Promise.resolve();
    }
  }

  const app = {
    isPackaged: false,
    appPath: process.cwd(),
    handlers: new Map<string, Listener[]>(),
    quitCalls: 0,
    exitCodes: [] as number[],
    on: (name: string, handler: Listener) => {
      app.handlers.set(name, [...(app.handlers.get(name) ?? []), handler]);
      return app;
    },
    /** Test side: fires an app event at every listener, as Electron would. */
    emit: (name: string, ...args: unknown[]) => app.handlers.get(name)?.forEach((h) => h(...args)),
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    quit: () => void (app.quitCalls += 1),
    exit: (code: number) => void app.exitCodes.push(code),
    getPath: (name: string) => {
      throw new Error(`The stub has no ${name} folder: set HOOKYARD_DATA_DIR.`);
    },
    getAppPath: () => app.appPath,
    loginItemCalls: [] as Array<{ openAtLogin?: boolean }>,
    loginItem: { openAtLogin: false },
    protocolClients: [] as string[],
    getVersion: () => '0.0.0-test',
    getPreferredSystemLanguages: () => ['en-US'],
    getLoginItemSettings: () => ({ ...app.loginItem }),
    setLoginItemSettings: (settings: { openAtLogin?: boolean }) => {
      app.loginItemCalls.push(settings);
      app.loginItem.openAtLogin = settings.openAtLogin ?? false;
    },
    isDefaultProtocolClient: (scheme: string) => app.protocolClients.includes(scheme),
    setAsDefaultProtocolClient: (scheme: string) => (app.protocolClients.push(scheme), true),
  };

  const trays: Array<{
    image: unknown;
    menu?: { template: Array<Record<string, unknown>> };
    tooltip?: string;
    title?: string;
    handlers: Map<string, Listener>;
    destroyed: boolean;
  }> = [];
  class Tray {
    readonly record: (typeof trays)[number];
    constructor(image: unknown) {
      this.record = { image, handlers: new Map(), destroyed: false };
      trays.push(this.record);
    }
    setContextMenu(menu: { template: Array<Record<string, unknown>> }): void {
      this.record.menu = menu;
    }
    setToolTip(tooltip: string): void {
      this.record.tooltip = tooltip;
    }
    setTitle(title: string): void {
      this.record.title = title;
    }
    on(name: string, handler: Listener): void {
      this.record.handlers.set(name, handler);
    }
    destroy(): void {
      this.record.destroyed = true;
    }
  }

  const notifications: Array<{
    options: { title: string; body: string; actions?: Array<{ type: string; text: string }> };
    handlers: Map<string, Listener>;
    shown: boolean;
    closed: boolean;
  }> = [];
  const notificationSupport = { supported: true };
  class Notification {
    static isSupported = () => notificationSupport.supported;
    readonly record: (typeof notifications)[number];
    constructor(options: (typeof notifications)[number]['options']) {
      this.record = { options, handlers: new Map(), shown: false, closed: false };
      notifications.push(this.record);
    }
    on(name: string, handler: Listener): void {
      this.record.handlers.set(name, handler);
    }
    show(): void {
      this.record.shown = true;
    }
    /** Takes it off the screen (Electron fires `close` only when the user dismisses one). */
    close(): void {
      this.record.closed = true;
    }
  }

  const module = {
    app,
    BrowserWindow,
    Tray,
    Notification,
    Menu: {
      buildFromTemplate: (template: Array<Record<string, unknown>>) => ({ template }),
      setApplicationMenu: () => {},
    },
    nativeImage: { createFromPath: (path: string) => ({ path }) },
    session: {
      defaultSession: {
        webRequest: {
          onHeadersReceived: (listener: Listener) => (session.headersListener = listener),
        },
        setPermissionRequestHandler: (handler: Listener) => (session.permissionHandler = handler),
      },
    },
    shell: { openExternal: (url: string) => (opened.push(url), Promise.resolve()) },
    ipcMain: {
      handle: (channel: string, handler: Listener) => ipcHandlers.set(channel, handler),
      removeHandler: (channel: string) => ipcHandlers.delete(channel),
    },
  };
  return {
    module,
    /** The stand-in as the shell takes it; it implements only what the shell calls. */
    api: module as unknown as ElectronApi,
    windows,
    ipcHandlers,
    session,
    opened,
    trays,
    notifications,
    notificationSupport,
  };
}
