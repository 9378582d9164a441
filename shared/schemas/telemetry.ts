import { z } from 'zod';

/**
 * What leaves the machine, each level adding to the one before: `counts` (agent, event, tool,
 * outcome, decision, duration, ids and hashes), `paths` (+ the workspace folder instead of its
 * hash), `commands` (+ the hook command), `payloads` (+ the entry's payload and output as the
 * record's body). The default sends no payloads.
 */
export const TelemetryShareSchema = z.enum(['counts', 'paths', 'commands', 'payloads']);
export type TelemetryShare = z.infer<typeof TelemetryShareSchema>;
export const DEFAULT_TELEMETRY_SHARE: TelemetryShare = 'commands';

/** The longest collector endpoint the settings take. */
export const MAX_ENDPOINT_CHARS = 2048;

/** An HTTP header name (RFC 9110's token): one word, no spaces. */
export const HTTP_HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
const HeaderName = z.string().min(1).max(200).regex(HTTP_HEADER_NAME, 'not an HTTP header name');
const HeaderValue = z
  .string()
  .max(8192)
  .regex(/^[^\r\n]*$/, 'a header value is one line');
/** `team`, `user`, ... sent as resource attributes (`hookyard.team`, `user.name`). */
const ResourceValue = z.string().max(200);

/** The export settings as stored on disk (header values included; never sent to the renderer). */
export const TelemetrySettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    /** The OTLP/HTTP logs endpoint: a base URL (`/v1/logs` is added) or the full logs URL. */
    endpoint: z
      .url({ protocol: /^https?$/ })
      .max(MAX_ENDPOINT_CHARS)
      .nullable()
      .default(null),
    headers: z.record(HeaderName, HeaderValue).default({}),
    share: TelemetryShareSchema.default(DEFAULT_TELEMETRY_SHARE),
    team: ResourceValue.nullable().default(null),
  })
  .strict();
export type TelemetrySettings = z.infer<typeof TelemetrySettingsSchema>;

/** The settings as the UI sees them: header names only, values never leave the main process. */
export const TelemetrySettingsViewSchema = TelemetrySettingsSchema.omit({ headers: true }).extend({
  headerNames: z.array(z.string()),
});
export type TelemetrySettingsView = z.infer<typeof TelemetrySettingsViewSchema>;

/**
 * A change from the UI. `headers` maps a name to a new value, or to null to keep the value
 * already stored for that name; names left out are removed.
 */
export const TelemetrySettingsUpdateSchema = z
  .object({
    enabled: z.boolean(),
    endpoint: TelemetrySettingsSchema.shape.endpoint,
    headers: z.record(HeaderName, HeaderValue.nullable()),
    share: TelemetryShareSchema,
    team: ResourceValue.nullable(),
  })
  .strict();
export type TelemetrySettingsUpdate = z.infer<typeof TelemetrySettingsUpdateSchema>;

/** Where export stands. */
export const TelemetryStatusSchema = z.object({
  /** `off`: not enabled or no endpoint; `elsewhere`: another process (the CLI) exports now. */
  state: z.enum(['off', 'sending', 'idle', 'retrying', 'elsewhere']),
  lastSentAt: z.iso.datetime().nullable(),
  sentEntries: z.number().int().nonnegative(),
  /** Bytes of the log not sent yet. */
  backlogBytes: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});
export type TelemetryStatus = z.infer<typeof TelemetryStatusSchema>;

/** What the collector answered to a test request. */
export const TelemetryTestResultSchema = z.object({
  ok: z.boolean(),
  /** The HTTP status, or null when no answer came (refused, timed out, bad address). */
  status: z.number().int().nullable(),
  /** The collector's words (its body, cut short) or the network error. */
  message: z.string(),
});
export type TelemetryTestResult = z.infer<typeof TelemetryTestResultSchema>;
