/**
 * The studio's code editor: CodeMirror 6 with JSON, completion and hover
 * documentation from the definition language's JSON Schema
 * (codemirror-json-schema over definitions/definition.schema.json), and
 * the checker's problems as inline markers at their dotted path.
 */
import { json } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorSelection } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { jsonLanguage } from '@codemirror/lang-json';
import type { JSONSchema7 } from 'json-schema';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import schema from '../../definitions/definition.schema.json';
import type { Span } from './located';

/** A marker in the text: where, how serious, and the sentence. */
export interface Marker {
  span: Span;
  severity: 'error' | 'warning';
  message: string;
}

/** What the studio asks of the editor: show a span (a problem clicked in the list), or take a whole new text. */
export interface EditorHandle {
  reveal(span: Span): void;
  replace(text: string): void;
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-tooltip-hover': { maxWidth: '420px', padding: '4px 8px' },
});

/** The editor over `initial`; `onChange` gets every new text. */
export const DefinitionEditor = forwardRef<
  EditorHandle,
  { initial: string; markers: readonly Marker[]; onChange: (text: string) => void; label: string }
>(function DefinitionEditor({ initial, markers, onChange, label }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      doc: initial,
      extensions: [
        basicSetup,
        json(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(schema as unknown as JSONSchema7),
        lintGutter(),
        theme,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later texts come through `replace`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const diagnostics: Diagnostic[] = markers.map((m) => ({
      from: Math.min(m.span.from, length),
      to: Math.min(Math.max(m.span.to, m.span.from), length),
      severity: m.severity,
      message: m.message,
    }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [markers]);

  useImperativeHandle(ref, () => ({
    reveal(span) {
      const editor = view.current;
      if (!editor) return;
      const length = editor.state.doc.length;
      editor.dispatch({
        selection: EditorSelection.range(Math.min(span.from, length), Math.min(span.to, length)),
        effects: EditorView.scrollIntoView(Math.min(span.from, length), { y: 'center' }),
      });
      editor.focus();
    },
    replace(text) {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
    },
  }));

  return <div ref={host} style={{ height: '100%', overflow: 'hidden' }} data-testid="definition-editor" />;
});
