/**
 * A built page's card gets its definition without the texts only a shown
 * result reads (engine/texts.ts): they are a file of their own, loaded as
 * the card is prepared (the result's code follows at hydration), and put back into the
 * definition before a result shows (./useCalculatorState.ts).
 */
import { mergeTexts, textsApart, type CalculatorCore, type DefinitionTexts } from '../../engine/runtime';

/** What loads a definition's texts: the `loadTexts` its module exports (scripts/definitions-plugin.ts). */
export type TextsLoader = () => Promise<{ default: DefinitionTexts }>;

const loading = new WeakMap<CalculatorCore, Promise<void>>();

/**
 * Starts loading `definition`'s texts with `load`, once; they go back into
 * it when they arrive. A failed load (offline, before the worker kept the
 * file) settles all the same: results then show without the readings
 * rather than not at all.
 */
export function startTexts(definition: CalculatorCore, load: TextsLoader | undefined): void {
  if (load && textsApart(definition) && !loading.has(definition)) {
    loading.set(
      definition,
      load().then(
        (module) => mergeTexts(definition, module.default),
        () => undefined,
      ),
    );
  }
}

/** Resolves once `definition`'s texts are in it (at once when it had them: rendered by the server, or a test), or failed to load. */
export function textsIn(definition: CalculatorCore): Promise<void> {
  return loading.get(definition) ?? Promise.resolve();
}
