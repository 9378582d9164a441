import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';

import type { EditorFile } from './state/editor-slice';
import { editorExtensions, editorLanguageOf } from './editor-setup';

/** What the dialog around the editor can ask of it. */
export interface CodeEditorHandle {
  text(): string;
  focus(): void;
}

const isCharacterKey = (event: KeyboardEvent): boolean =>
  !event.ctrlKey && !event.metaKey && !event.altKey && event.key.length === 1;

/**
 * A CodeMirror 6 editor inside a shadow root. CodeMirror puts its styles in through style-mod,
 * which writes a `<style>` element into a document — the app's CSP (`style-src 'self'`) refuses
 * that. In a shadow root style-mod uses a constructed stylesheet (`adoptedStyleSheets`) instead,
 * which the CSP does not govern, so nothing inline is ever injected and the CSP stays strict.
 *
 * The text is replaced (with a fresh undo history) whenever `revision` changes; edits are reported
 * through `onChange`. Keys typed into the editor do not reach the app's single-key shortcuts.
 */
export function CodeEditor(props: {
  text: string;
  revision: number;
  /** The file the text is from: its language is highlighted. */
  file: Pick<EditorFile, 'language' | 'path'>;
  label: string;
  onChange: (text: string) => void;
  handle: { current: CodeEditorHandle | null };
  testId?: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.replaceChildren();
    // Straight in the shadow root, so that the editor's `height: 100%` is the host's height.
    const view = new EditorView({ root: shadow, parent: shadow });
    viewRef.current = view;
    latest.current.handle.current = {
      text: () => view.state.doc.toString(),
      focus: () => view.focus(),
    };
    // The dialog opened to edit this text: the cursor goes into it. The dialog gave the focus to
    // its first button ("Test this hook") while the file loaded, and a key typed at once pressed it.
    view.focus();
    // The window's keymap sees a key typed here as coming from the host, not from a text field.
    const stopCharacterKeys = (event: KeyboardEvent) => {
      if (isCharacterKey(event)) event.stopPropagation();
    };
    host.addEventListener('keydown', stopCharacterKeys);
    return () => {
      host.removeEventListener('keydown', stopCharacterKeys);
      view.destroy();
      viewRef.current = null;
      latest.current.handle.current = null;
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const { text, file, label } = latest.current;
    view.setState(
      EditorState.create({
        doc: text,
        extensions: editorExtensions({
          language: editorLanguageOf(file),
          label,
          onChange: (value) => latest.current.onChange(value),
        }),
      }),
    );
  }, [props.revision]);

  return <div ref={hostRef} className="code-editor-host" data-testid={props.testId} />;
}
