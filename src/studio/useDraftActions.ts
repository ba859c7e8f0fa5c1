/**
 * What the studio does with the text as a whole: replace it (asking first
 * when it exists only in this browser), start from a calculator the site
 * has, download it, save it.
 */
import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { definitionSources } from 'virtual:definition-sources';
import { saveFile } from '../save-file';
import type { EditorHandle } from './DefinitionEditor';
import { saveDraft, type Saved } from './save-draft';

/** The studio's state that the actions read and set. */
export interface DraftState {
  editor: RefObject<EditorHandle | null>;
  text: string;
  /** The text as last started, downloaded or saved. */
  safe: string | undefined;
  /** The file's name, without `.json`. */
  slug: string;
  setText: Dispatch<SetStateAction<string>>;
  setSafe: Dispatch<SetStateAction<string | undefined>>;
  setReplacing: Dispatch<SetStateAction<string | undefined>>;
  setSaved: Dispatch<SetStateAction<Saved | undefined>>;
  setSaving: Dispatch<SetStateAction<boolean>>;
}

/** The actions on the text; `startFrom` replaces it at once only when it is safe, else asks (`setReplacing`). */
export function useDraftActions({ editor, text, safe, slug, setText, setSafe, setReplacing, setSaved, setSaving }: DraftState) {
  const replaceWith = (next: string) => {
    editor.current?.replace(next);
    setText(next);
    setSafe(next);
    setSaved(undefined);
    setReplacing(undefined);
  };
  const startFrom = (next: string) => (text === safe ? replaceWith(next) : setReplacing(next));
  const open = (wanted: string) => {
    const source = definitionSources.find((s) => s.slug === wanted);
    if (source) startFrom(source.json);
  };
  const download = () => {
    saveFile(new Blob([text], { type: 'application/json' }), `${slug}.json`);
    setSafe(text);
  };
  const save = useCallback(async () => {
    setSaving(true);
    const answer = await saveDraft(text);
    setSaved(answer);
    if (answer.ok) setSafe(text);
    setSaving(false);
  }, [text, setSaving, setSaved, setSafe]);
  return { replaceWith, startFrom, open, download, save };
}
