// Lint rule for issue 14 §2: a number's noun is chosen by the ICU plural of its message
// (`{count, plural, one {# hook} other {# hooks}}`, CLDR rules per locale), never by hand.
// English-only shortcuts such as `n === 1 ? 'hook' : 'hooks'` or "hook(s)" are wrong in other
// languages and bypass the catalogue, so this rule reports them where the app's words are made.

/** Text of a string or template literal with no placeholders; null for anything else. */
function plainText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('');
  return null;
}

const isOne = (node) => node.type === 'Literal' && node.value === 1;
const COMPARISONS = new Set(['===', '!==', '==', '!=', '>', '<', '>=', '<=']);

/** `x === 1 ? 'hook' : 'hooks'` (either side, any comparison with 1, branches with words). */
function isCountChoice(node) {
  const { test } = node;
  if (test.type !== 'BinaryExpression' || !COMPARISONS.has(test.operator)) return false;
  if (!isOne(test.left) && !isOne(test.right)) return false;
  const texts = [plainText(node.consequent), plainText(node.alternate)];
  return texts.every((text) => text !== null) && texts.some((text) => /[a-z]/i.test(text));
}

const HAND_PLURAL = /[a-z]\(s\)/i;
// "http(s)" names two protocols, not a plural.
const NOT_PLURAL = /https?\(s\)/gi;

const noHandPlural = {
  meta: {
    type: 'problem',
    docs: { description: 'Plurals come from ICU messages, not from code' },
    messages: {
      choice: 'Hand-made plural: put `{count, plural, one {…} other {…}}` in the message instead.',
      suffix: 'Hand-made plural "(s)": put `{count, plural, one {…} other {…}}` in the message.',
    },
    schema: [],
  },
  create(context) {
    const checkText = (node, text) => {
      if (text !== null && HAND_PLURAL.test(text.replace(NOT_PLURAL, '')))
        context.report({ node, messageId: 'suffix' });
    };
    return {
      ConditionalExpression(node) {
        if (isCountChoice(node)) context.report({ node, messageId: 'choice' });
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked);
      },
    };
  },
};

export const pluralRules = { rules: { 'no-hand-plural': noHandPlural } };
