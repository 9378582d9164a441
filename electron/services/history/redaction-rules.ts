/**
 * One secret pattern. A match is replaced by `[REDACTED:<name>]`; the named groups `pre` and
 * `post`, when the pattern has them, are kept around the marker (`TOKEN=` stays readable).
 */
export interface RedactionRule {
  name: string;
  pattern: RegExp;
}

// Names that say "the value is a secret". Strong words name a secret wherever they end a name
// (`client_secret`, `SessionToken`, `SecretAccessKey`); weak ones only as a whole word
// (`pass`, `db_pass`), because `bypass` or `compass` are not secrets.
const STRONG_WORDS =
  'passw(?:or)?d|passphrase|secret|token|api[_-]?key|access[_-]?key|account[_-]?key|private[_-]?key|credentials?';
// Headers with rules of their own (a scheme word, several cookies), as keys they are secrets too.
const HEADER_WORDS = 'authorization|cookie';
const WEAK_WORDS = 'pass|pwd|auth';

/** A key (JSON, YAML, env, query string) whose value is a secret whatever it looks like. */
const SECRET_NAME = `(?:[A-Za-z0-9_.-]*?(?:${STRONG_WORDS}|${HEADER_WORDS})|(?:[A-Za-z0-9_.-]*[_.-])?(?:${WEAK_WORDS}))`;
const ENV_NAME = `(?:[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?|COOKIE)[A-Z0-9_]*|(?:[A-Z0-9]+_)*(?:PASS|PWD|AUTH))`;
const FLAG_NAME =
  '(?:[a-z0-9]+-)*(?:password|passwd|pass|pwd|passphrase|secret|token|api-?key|access-?key|private-key|client-secret|auth|(?:src|dest)?(?:store|key)pass)';
/**
 * Where the last part of a name begins: a word's start (after a space, `.` or `-` too) or after
 * `_` that follows a letter or digit (`access_token`, `db.password`, `my-secret`). The rule used to
 * walk each name from its first part, `(?:[A-Za-z0-9]+[_.-])*`, from every start in turn: see
 * LINEAR_TIME.
 */
const NAME_END = '(?:\\b|(?<=[A-Za-z0-9]_))';
/** A MySQL or MariaDB client named as a command. */
const MYSQL = '\\b(?:mysql(?:dump|admin|import|check|show)?|mariadb(?:-dump)?)\\b';
/** A value: quoted, or up to the next space or separator. */
const VALUE = `(?:"[^"\\n]*"|'[^'\\n]*'|[^\\s"'&;,]+)`;

/**
 * LINEAR_TIME: every rule takes time in proportion to the text. Redaction runs on the main
 * process over payloads and outputs of up to megabytes that agents and hooks write, and a rule
 * that searches from every start to the end of the text takes the square of its length: over
 * 100 KB, `token a.a.a.…` took 20 s, `TOKENTOKEN…` 1.2 s and `mysql mysql …` 0.8 s (a megabyte:
 * a hundred times that), and the app stood still meanwhile. So no part of a rule scans without a
 * bound past where a later start would scan again.
 *
 * The default rules, in the order they run: vendors' token formats first (their marker names the
 * kind of secret), then the forms that say "a secret follows" (URLs with credentials, headers,
 * command-line flags, keys named like secrets). Sources: the vendors' documented token prefixes.
 */
export const DEFAULT_REDACTION_RULES: readonly RedactionRule[] = [
  {
    name: 'private-key',
    // An unterminated block (a payload cut at its size cap) is a secret to its end.
    pattern:
      /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { name: 'age-key', pattern: /\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b/g },
  { name: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { name: 'openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { name: 'stripe-key', pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { name: 'stripe-webhook-secret', pattern: /\bwhsec_[A-Za-z0-9+/=]{24,}/g },
  { name: 'aws-key', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  {
    name: 'github-token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
  },
  {
    name: 'gitlab-token',
    pattern: /\bgl(?:pat|dt|rt|ptt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_-]{20,}/g,
  },
  { name: 'slack-token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  {
    name: 'slack-webhook',
    pattern: /\bhttps:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g,
  },
  {
    name: 'discord-webhook',
    pattern:
      /\bhttps:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]+/g,
  },
  { name: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { name: 'google-oauth-token', pattern: /\bya29\.[0-9A-Za-z_-]{20,}/g },
  { name: 'google-client-secret', pattern: /\bGOCSPX-[A-Za-z0-9_-]{20,}/g },
  { name: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { name: 'huggingface-token', pattern: /\bhf_[A-Za-z0-9]{30,}/g },
  { name: 'pypi-token', pattern: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
  { name: 'docker-token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
  { name: 'sendgrid-key', pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  { name: 'digitalocean-token', pattern: /\bdo[por]_v1_[a-f0-9]{64}\b/g },
  { name: 'shopify-token', pattern: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g },
  { name: 'databricks-token', pattern: /\bdapi[a-f0-9]{32}\b/g },
  { name: 'twilio-key', pattern: /\bSK[0-9a-fA-F]{32}\b/g },
  { name: 'mailgun-key', pattern: /\bkey-[0-9a-zA-Z]{32}\b/g },
  { name: 'telegram-bot-token', pattern: /(?<!\d)\d{8,10}:AA[A-Za-z0-9_-]{33}\b/g },
  { name: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    name: 'url-password',
    // The password runs to the last `@` of the authority: a password may contain `@`. The
    // scheme is at most 32 characters (see LINEAR_TIME).
    pattern: /(?<pre>\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:/@"'<>\\]*:)[^\s/"'<>\\]+(?<post>@)/gi,
  },
  {
    name: 'token',
    // Any scheme: `Bearer x`, `Basic x`, GitHub's `token x`. A scheme word is never the
    // credential itself (after redaction it is followed by the marker).
    pattern:
      /(?<pre>\bAuthorization\s*[:=]\s*(?:[A-Za-z][A-Za-z0-9_-]*\s+)?)(?!(?:Basic|Bearer|Digest|token|Negotiate|NTLM|OAuth|ApiKey|Key|SSWS|DPoP|AWS4-HMAC-SHA256)\s)[^\s"',;]{4,}/gi,
  },
  { name: 'token', pattern: /(?<pre>\bBearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi },
  { name: 'cookie', pattern: /(?<pre>\b(?:Set-)?Cookie\s*:\s*)[^\s"'][^\n"']*/gi },
  {
    name: 'password',
    // `mysql -pVALUE`: the value glued to -p.
    // The search for `-p` stops at the next `mysql` (see LINEAR_TIME), whose own search goes on.
    pattern: new RegExp(`(?<pre>${MYSQL}(?:(?!${MYSQL})[^\\n|;&])*?\\s-p)${VALUE}`, 'g'),
  },
  { name: 'password', pattern: new RegExp(`(?<pre>\\bsshpass\\s+-p\\s*)${VALUE}`, 'g') },
  {
    name: 'password',
    // `curl -u user:VALUE`, `--user user:VALUE`.
    pattern: new RegExp(
      `(?<pre>(?:^|\\s)(?:-u\\s*|--(?:proxy-)?user[=\\s]\\s*)[^\\s:'"/]+:)(?!\/\/)${VALUE}`,
      'g',
    ),
  },
  {
    name: 'secret',
    // `--password VALUE`, `--token=VALUE`, keytool's `-storepass VALUE`.
    pattern: new RegExp(`(?<pre>(?:^|[\\s"'])--?${FLAG_NAME}(?:=|\\s+))${VALUE}`, 'gi'),
  },
  {
    name: 'json-secret',
    // Also JSON inside a JSON string (`{\"pass\":\"x\"}`).
    pattern: new RegExp(
      `(?<pre>\\\\?"${SECRET_NAME}\\\\?"\\s*:\\s*\\\\?")(?:[^"\\\\]|\\\\[^"])+(?<post>\\\\?")`,
      'gi',
    ),
  },
  // Only a name followed by `=` is searched for a secret word (see LINEAR_TIME).
  { name: 'env', pattern: new RegExp(`(?<pre>\\b(?=[A-Z0-9_]+=)${ENV_NAME}=)${VALUE}`, 'g') },
  {
    name: 'secret',
    // `password: x`, `api_key = x`, `?access_token=x`; the weak words only with `=`.
    pattern: new RegExp(
      `(?<pre>${NAME_END}(?:${STRONG_WORDS})\\s*[=:]\\s*|${NAME_END}(?:${WEAK_WORDS})=)${VALUE}`,
      'gi',
    ),
  },
];

/**
 * Every default rule needs one of these; a string without any skips the default rules (most
 * strings in a payload, so this keeps imports fast). A rule added above needs its word here.
 */
export const DEFAULT_PREFILTER =
  /key|token|secret|pass|pwd|auth|bearer|cookie|credential|PRIVATE|sk-|sk_|rk_|whsec_|AKIA|ASIA|ABIA|ACCA|gh[pousr]_|github_pat_|gl[a-z]+-|xox|AIza|ya29\.|GOCSPX|npm_|hf_|pypi-|dckr_|SG\.|do[por]_v1|shp|dapi|SK[0-9a-f]|:AA|eyJ|mysql|mariadb|\s-u|--user|:\/\//i;

const STRONG_KEY = new RegExp(`(?:${STRONG_WORDS}|${HEADER_WORDS})$`, 'i');
const WEAK_KEY = new RegExp(`(?:^|[_.-])(?:${WEAK_WORDS})$`, 'i');
// camelCase: `dbPass`, `basicAuth`.
const WEAK_CAMEL_KEY = /[a-z0-9](?:Pass|Pwd|Auth)$/;

/** Whether an object key names a secret (its string value is redacted whole). */
export function isSecretKey(key: string): boolean {
  return STRONG_KEY.test(key) || WEAK_KEY.test(key) || WEAK_CAMEL_KEY.test(key);
}
