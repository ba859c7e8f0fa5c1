/**
 * Taking a definition's texts out of it, for the build
 * (scripts/definitions-plugin.ts): what engine/texts.ts puts back on the
 * page. Apart from it, so no page ships this half.
 */
import type { CalculatorCore } from './definition';
import type { DefinitionTexts, ModeTexts } from './texts';
import { workedForms } from './worked-form';

/**
 * Takes the texts out of `definition`, in place, and returns them; the
 * definition is marked as having them apart. For the build, on its own copy.
 */
export function takeTexts(definition: CalculatorCore): DefinitionTexts {
  const texts: DefinitionTexts = {};
  const worked = workedForms(definition);
  for (const mode of definition.calculator.modes) {
    const own: ModeTexts = {};
    if (mode.bands) own.bands = mode.bands.steps.map((step) => step.text);
    if (mode.tips) own.tips = mode.tips.steps.map(({ title, items }) => ({ title, items }));
    for (const output of mode.outputs) {
      if (output.kind === 'table' && output.note !== undefined) (own.notes ??= {})[output.id] = output.note;
    }
    // Removed until they are back (engine/texts.ts): a result shows only then.
    for (const step of mode.bands?.steps ?? []) delete (step as Partial<typeof step>).text;
    for (const step of mode.tips?.steps ?? []) {
      delete (step as Partial<typeof step>).title;
      delete (step as Partial<typeof step>).items;
    }
    for (const output of mode.outputs) if (output.kind === 'table') delete output.note;
    own.worked = worked[mode.id];
    texts[mode.id] = own;
  }
  definition.textsApart = true;
  return texts;
}
