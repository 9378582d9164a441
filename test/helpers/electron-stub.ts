/**
 * A recording stand-in for the parts of `electron` the shell uses: the binary cannot exist on
 * the build machines, so tests of electron/main load this through vi.mock('electron').
 * Only what the shell calls is here; every call is recorded for the test to inspect.
 */
export type Listener = (...args: unknown[]) => unknown;

export function createElectronStub() {
  const windows: Array<{
    options: Record<string, unknown>;
    handlers: Map<string, Listener>;
    openHandler?: Listener;
    loaded?: string;
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
      this.record = { options, handlers: new Map() };
      windows.push(this.record);
      const record = this.record;
      this.webContents = {
        setWindowOpenHandler: (handler: Listener) => (record.openHandler = handler),
        on: (name: string, handler: Listener) => record.handlers.set(name, handler),
        getURL: () => record.loaded ?? '',
      };
    }
    once(): void {}
    loadURL(url: string): Promise<void> {
      this.record.loaded = url;
      return Promise.resolve();
    }
  }

  const module = {
    BrowserWindow,
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
  return { module, windows, ipcHandlers, session, opened };
}
