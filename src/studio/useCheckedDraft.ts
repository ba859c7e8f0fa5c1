/**
 * The text as it is typed, kept, previewed and checked: kept in the browser
 * at once, previewed and checked once typing pauses.
 */
import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { CalculatorDefinition } from '../../engine/authoring';
import { checkDraft, compileDraft, type DraftReport } from './check-draft';
import { keepDraft } from './kept-draft';

/** How long typing must pause before the text is checked and the preview updated (the target is 150 ms in all). */
const PAUSE_MS = 50;

/**
 * Keeps `text`, then once typing pauses compiles it for the preview and
 * checks it against `site` (`setReport`). Returns the preview's data: the
 * last definition that compiled (at first `initial`), without its code.
 */
export function useCheckedDraft(
  text: string,
  site: readonly CalculatorDefinition[],
  setReport: Dispatch<SetStateAction<DraftReport>>,
  initial: CalculatorDefinition | undefined,
) {
  useEffect(() => {
    keepDraft(text);
    // The preview first (compiling is a few milliseconds), then the checks and examples in a task of their own.
    let checking = 0;
    const timer = window.setTimeout(() => {
      const compiled = compileDraft(text);
      if (compiled) setShown(compiled);
      checking = window.setTimeout(() => setReport(checkDraft(text, site)));
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(checking);
    };
  }, [text, site, setReport]);

  // The preview keeps the last definition that compiled while the text is broken.
  const [shown, setShown] = useState(initial);
  return useMemo(() => {
    if (!shown) return undefined;
    const { code: _code, ...data } = shown;
    return data;
  }, [shown]);
}
