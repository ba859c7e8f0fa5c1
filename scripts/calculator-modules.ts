/**
 * The definitions plugin's modules made from one definition
 * (scripts/definitions-plugin.ts): its card and code, its texts, its page.
 */
import type { Rollup } from 'vite';
import type { CalculatorCore } from '../engine/definition';
import { takeTexts } from '../engine/texts-apart';
import { CALCULATOR, CALCULATOR_PAGE, CALCULATOR_TEXTS } from './definition-module-ids';
import type { Loaded } from './definitions-load';
import { entriesOf } from './registry-modules';

/**
 * How a definition's module loads its texts. A built page fetches them as a JSON file beside the definition's
 * (hashed, cached like the rest of /assets/): a dynamic import would make every definition's file import the
 * bundler's preloading helper from the entry, and list the entry in every calculator's preload list. The dev
 * server and the pre-renderer import them as a module.
 */
function textsLoader(context: Rollup.PluginContext, building: boolean, slug: string, texts: unknown): string {
  if (!building || context.environment?.name !== 'client') return `() => import(${JSON.stringify(CALCULATOR_TEXTS + slug)})`;
  const file = context.emitFile({ type: 'asset', name: `${slug}-texts.json`, source: JSON.stringify(texts) });
  return `() => fetch(import.meta.ROLLUP_FILE_URL_${file}).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status))))).then((t) => ({ default: t }))`;
}

/** Where a calculator's module is made: the plugin's context, whether this is a build, and engine/code-helpers.ts. */
export interface CalculatorModuleContext {
  context: Rollup.PluginContext;
  building: boolean;
  helpers: string;
}

/** The module `id` (with its leading \0) of one calculator: its card and code, its texts or its page. */
export function calculatorModule(id: string, loaded: Loaded, { context, building, helpers }: CalculatorModuleContext): string {
  const { definitions, definitionCode, shortenExpressions, related } = loaded;
  const page = id.startsWith(`\0${CALCULATOR_PAGE}`);
  const textsOnly = id.startsWith(`\0${CALCULATOR_TEXTS}`);
  const slug = id.slice((page ? `\0${CALCULATOR_PAGE}` : textsOnly ? `\0${CALCULATOR_TEXTS}` : `\0${CALCULATOR}`).length);
  const definition = definitions.find((d) => d.slug === slug);
  if (!definition) throw new Error(`No calculator definition has the slug "${slug}".`);
  // The hand-worked examples are for the definition check and tests; a page never reads them.
  const { content, seo, sources, reviewed, examples: _examples, code: _code, ...core } = definition;
  if (page) {
    return [
      `export const page = JSON.parse(${JSON.stringify(JSON.stringify({ content, seo, sources, reviewed, examples: [] }))});`,
      `export const related = ${JSON.stringify(related.get(definition.key)!.flatMap((key) => entriesOf(loaded, key)))};`,
    ].join('\n');
  }
  // Measures connect calculators (a result's "Use this result in…", plans), which load them on their own.
  const card = JSON.parse(JSON.stringify(core, (key, value) => (key === 'measure' ? undefined : value))) as CalculatorCore;
  // A shown result's texts are a module of their own, which the page loads beside the result's code.
  const texts = takeTexts(card);
  if (textsOnly) return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
  // Expressions by short key, in the card and its code alike (engine/short-keys.ts), after the texts took their written forms.
  const keyOf = shortenExpressions(card);
  return [
    `import * as $ from ${JSON.stringify(helpers)};`,
    `const definition = JSON.parse(${JSON.stringify(JSON.stringify(card))});`,
    `definition.code = ${definitionCode(definition, keyOf).source};`,
    'export default definition;',
    `export const loadTexts = ${textsLoader(context, building, slug, texts)};`,
  ].join('\n');
}
