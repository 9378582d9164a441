import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { powerShell } from '@codemirror/legacy-modes/mode/powershell';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import type { Extension } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  lineNumbers,
} from '@codemirror/view';
import { minimalSetup } from 'codemirror';

import type { EditorFile } from './state/editor-slice';

/** The language of the text in the editor: the script's, or JSON for a JSON file. */
export type EditorLanguage = EditorFile['language'] | 'json';

const LANGUAGES: Record<EditorLanguage, () => Extension> = {
  shell: () => StreamLanguage.define(shell),
  python: () => python(),
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  powershell: () => StreamLanguage.define(powerShell),
  json: () => json(),
  text: () => [],
};

/**
 * CodeMirror's own highlight style, with each of its fixed colours replaced by a CSS variable
 * (editor.css sets them per colour scheme, all with AA contrast); colours it adds later that
 * this table does not know keep their value.
 */
const COLOUR_VARIABLES: Record<string, string> = {
  '#404740': 'var(--syntax-meta)',
  '#708': 'var(--syntax-keyword)',
  '#219': 'var(--syntax-atom)',
  '#164': 'var(--syntax-literal)',
  '#a11': 'var(--syntax-string)',
  '#e40': 'var(--syntax-regexp)',
  '#00f': 'var(--syntax-definition)',
  '#30a': 'var(--syntax-local)',
  '#085': 'var(--syntax-type)',
  '#167': 'var(--syntax-class)',
  '#256': 'var(--syntax-macro)',
  '#00c': 'var(--syntax-property)',
  '#940': 'var(--syntax-comment)',
  '#f00': 'var(--syntax-invalid)',
};

const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && COLOUR_VARIABLES[spec.color]
      ? { ...spec, color: COLOUR_VARIABLES[spec.color] }
      : spec,
  ),
);

/** The editor's look, from the app's design tokens (custom properties reach into its shadow root). */
const theme = EditorView.theme({
  '&': {
    height: '100%',
    color: 'var(--text)',
    backgroundColor: 'var(--bg)',
    fontSize: '13px',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--text)', padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--bg-subtle)',
    color: 'var(--text-subtle)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--editor-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--editor-active-line)', color: 'var(--text)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
    { backgroundColor: 'var(--editor-selection)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--editor-bracket)', outline: 'none' },
});

/** The language to highlight a file in: the service's guess, or JSON by extension. */
export function editorLanguageOf(file: Pick<EditorFile, 'language' | 'path'>): EditorLanguage {
  return file.language === 'text' && file.path.toLowerCase().endsWith('.json')
    ? 'json'
    : file.language;
}

/**
 * Everything the editor runs with: history, line numbers, active line, bracket matching,
 * highlighting for the language and the accessible name (the dialog around it saves on Mod-S). Tab is left to move
 * focus out of the editor (keyboard users are never trapped); indenting is Mod-] / Mod-[.
 */
export function editorExtensions(options: {
  language: EditorLanguage;
  label: string;
  onChange: (text: string) => void;
}): Extension[] {
  return [
    minimalSetup,
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    indentOnInput(),
    bracketMatching(),
    LANGUAGES[options.language](),
    syntaxHighlighting(highlightStyle),
    theme,
    EditorView.contentAttributes.of({ 'aria-label': options.label }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}
