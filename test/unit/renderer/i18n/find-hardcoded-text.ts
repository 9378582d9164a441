import ts from 'typescript';

import type { SourceText } from './catalogue-audit';

/** Attributes whose value people see or hear: they must come from the catalogue. */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'alt',
  'label',
]);

const VALUE_OPERATORS = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.PlusToken,
]);

const hasWords = (text: string): boolean => /\p{L}/u.test(text);

/** String literals (and template text) an expression can render: through `?:`, `??`, `||`, `&&`, `+`. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    // `cond && 'text'` renders only its right side; a comparison renders nothing.
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
    if (VALUE_OPERATORS.has(operator))
      return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

/**
 * Visible text written straight into JSX instead of looked up in the catalogue: JSX text with a
 * letter in it, string literals rendered as children, and literal values of user-facing
 * attributes (title, aria-label, placeholder…). Punctuation and separators (` · `) pass. Returns
 * `file:line: text` for each.
 */
export function findHardcodedText(sources: readonly SourceText[]): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    if (!file.endsWith('.tsx')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const report = (node: ts.Node, value: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${value.trim()}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
      if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
        for (const value of literalTexts(node.expression)) if (hasWords(value)) report(node, value);
      }
      if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
        const value = node.initializer;
        const texts = !value
          ? []
          : ts.isStringLiteral(value)
            ? [value.text]
            : ts.isJsxExpression(value) && value.expression
              ? literalTexts(value.expression)
              : [];
        for (const item of texts) if (hasWords(item)) report(node, item);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
