// Apart from otlp-sender.ts, which loads OpenTelemetry: the settings and the probe need only this.

/**
 * The logs URL for an endpoint setting: a base URL (`http://collector:4318`) gets the OTLP
 * logs path, a URL with a path of its own is used as it is.
 */
export function logsUrl(endpoint: string): string {
  const url = new URL(endpoint);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/v1/logs';
  return url.toString();
}
