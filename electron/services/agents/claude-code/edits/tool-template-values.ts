import type { ToolInputFocus } from '../tool-input-focus';
import type { TemplateLanguage } from '../../../editing/template-catalog';

const quoted = (fields: readonly string[], quote: string) =>
  fields.map((field) => `${quote}${field}${quote}`).join(', ');

/** Per language: the expression for the text a tool template inspects, from `tool_input`. */
function subjectExpression(language: TemplateLanguage, fields: readonly string[] | null): string {
  switch (language) {
    case 'bash':
      // jq: the first of the fields that is there; or the whole input as JSON text.
      return fields
        ? [...fields.map((field) => `.tool_input.${field}`), 'empty'].join(' // ')
        : '.tool_input // {} | tojson';
    case 'python':
      return fields
        ? `" ".join(str(tool_input.get(key, "")) for key in (${quoted(fields, '"')},))`
        : 'json.dumps(tool_input)';
    case 'node':
    case 'typescript':
      // These read `{{FIELDS}}` as data instead, so that the templates stay valid for the linters.
      return '';
    case 'powershell':
      return fields
        ? `(@(${quoted(fields, "'")}) | ForEach-Object { [string]$toolInput.$_ }) -join ' '`
        : '$toolInput | ConvertTo-Json -Compress -Depth 10';
  }
}

/**
 * The placeholders of the PreToolUse and PermissionRequest templates for one focus:
 * `{{SUBJECT}}` (the expression, in the template's language), `{{FIELDS}}` (the fields, space
 * separated; empty for the whole input), `{{WHAT}}` (what it is, for the
 * comment), `{{NEEDLE}}` and `{{REASON}}` (the default block), `{{FIELD}}` and `{{EXAMPLE}}` (the
 * rewrite example). Needles, reasons and examples hold no quote or backslash, so they sit inside
 * any language's string literal as they are.
 */
export function toolTemplateValues(
  language: TemplateLanguage,
  focus: ToolInputFocus,
): Record<string, string> {
  return {
    SUBJECT: subjectExpression(language, focus.fields),
    FIELDS: focus.fields?.join(' ') ?? '',
    WHAT: focus.fields
      ? focus.fields.map((field) => `tool_input.${field}`).join(' or ')
      : 'the whole tool_input',
    NEEDLE: focus.needle,
    REASON: focus.reason,
    FIELD: focus.fields?.[0] ?? 'command',
    EXAMPLE: focus.example,
  };
}
