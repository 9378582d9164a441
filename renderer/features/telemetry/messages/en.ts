/**
 * English UI text of Settings › Export (issue 16): the OTLP collector, its headers, what leaves
 * the machine, the test button and where export stands. Spread into the English catalogue.
 */
export const TELEMETRY_MESSAGES_EN = {
  'screen.export': 'Export',
  'command.openExport': 'Open Settings › Export (OpenTelemetry)',

  'export.kicker': 'Settings',
  'export.title': 'Export',
  'export.intro':
    'Send every audit entry to an OpenTelemetry collector (OTLP/HTTP), for Loki, Grafana, Splunk or Datadog. Prometheus can scrape `/metrics` of this server with its token.',
  'export.enabled': 'Send the audit log to the collector',
  'export.endpoint': 'Collector endpoint',
  'export.endpointHint':
    'For example `http://collector:4318` (`/v1/logs` is added) or the full logs URL.',
  'export.team': 'Team (resource attribute `hookyard.team`)',
  'export.headers': 'Headers',
  'export.headersHint':
    'Sent with every request, e.g. `authorization`. Values are kept in Hookyard’s data folder and never shown again.',
  'export.headerName': 'Header name',
  'export.headerValue': 'Value',
  'export.headerKept': 'Stored; leave empty to keep it',
  'export.headerNameInvalid':
    'A header name is one word of letters, digits and signs such as - (no spaces): {name}',
  'export.endpointNotHttp': 'Enter an address that starts with http:// or https://.',
  'export.endpointTooLong': 'The address is longer than 2,048 characters.',
  'export.endpointCredentials':
    'A collector URL cannot carry a user or password: put them in an authorization header below.',
  'export.addHeader': 'Add a header',
  'export.removeHeader': 'Remove header {name}',
  'export.share': 'What leaves this machine',
  'export.share.counts':
    'Counts only: agent, event, tool, outcome, decision, duration; the workspace as a hash',
  'export.share.paths': 'Counts and the workspace folder',
  'export.share.commands': 'Counts, folders and hook commands (default; no payloads)',
  'export.share.payloads': 'Everything, with payloads and hook output (secrets redacted)',
  'export.save': 'Save',
  'export.saved': 'Saved.',
  'export.saveFailed': 'The export settings were not saved',
  'export.loadFailed': 'The export settings could not be read',
  'export.test': 'Test the collector',
  'export.testing': 'Asking the collector…',
  'export.testOk': 'The collector answered: {message}',
  'export.testFailed': 'The collector did not take it: {message}',
  'export.status': 'Where export stands',
  'export.state': 'State',
  'export.state.off': 'Off',
  'export.state.sending': 'Sending',
  'export.state.idle': 'Up to date',
  'export.state.retrying': 'Waiting for the collector (retrying with backoff)',
  'export.state.elsewhere': 'Another Hookyard process (hookyard export) is sending',
  'export.lastSent': 'Last sent',
  'export.never': 'Never',
  'export.sentEntries': 'Entries sent',
  'export.backlog': 'Waiting to be sent',
  'export.backlogBytes': '{count, plural, one {# byte} other {# bytes}} of the log',
  'export.lastError': 'Last error',
} as const;
