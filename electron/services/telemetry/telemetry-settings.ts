import fs from 'node:fs';

import {
  TelemetrySettingsSchema,
  type TelemetrySettings,
  type TelemetrySettingsUpdate,
  type TelemetrySettingsView,
} from '../../../shared/schemas/telemetry';
import { writeFileAtomic } from '../editing/atomic-write';

/** The settings file, or why it could not be read (the defaults apply meanwhile). */
export type LoadedSettings = { settings: TelemetrySettings; problem: string | null };

/**
 * The export settings in `<dataDir>/telemetry/settings.json` (mode 0600: header values are
 * credentials). A file that is not valid keeps its bytes (it is never overwritten silently: the
 * next save moves it to `.bak`) and the defaults apply, which send nothing.
 */
export class TelemetrySettingsFile {
  readonly #file: string;

  constructor(file: string) {
    this.#file = file;
  }

  load(): LoadedSettings {
    let text: string;
    try {
      text = fs.readFileSync(this.#file, 'utf8');
    } catch {
      return { settings: TelemetrySettingsSchema.parse({}), problem: null };
    }
    try {
      const parsed = TelemetrySettingsSchema.safeParse(JSON.parse(text));
      if (parsed.success) return { settings: parsed.data, problem: null };
      return { settings: TelemetrySettingsSchema.parse({}), problem: parsed.error.message };
    } catch (error) {
      return { settings: TelemetrySettingsSchema.parse({}), problem: (error as Error).message };
    }
  }

  /** Applies a change from the UI; a header given as null keeps its stored value. */
  async update(change: TelemetrySettingsUpdate): Promise<TelemetrySettings> {
    const { settings: current } = this.load();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(change.headers)) {
      const kept = value ?? current.headers[name];
      if (kept !== undefined) headers[name] = kept;
    }
    const next = TelemetrySettingsSchema.parse({ ...change, headers });
    if (fs.existsSync(this.#file)) fs.copyFileSync(this.#file, `${this.#file}.bak`);
    await writeFileAtomic(this.#file, `${JSON.stringify(next, null, 2)}\n`, 0o600);
    return next;
  }
}

/** What the renderer may see: header names, never their values. */
export function settingsView(settings: TelemetrySettings): TelemetrySettingsView {
  const { headers, ...rest } = settings;
  return { ...rest, headerNames: Object.keys(headers) };
}
