/**
 * What the API checks a usage event's names against (contract/events.ts):
 * the site's calculators, their modes, bands and rules, its plan templates
 * and its pages' paths. An event naming anything else is refused, so a
 * count can only ever be of the site's own names, never of something a
 * visitor typed. The build writes the names (pages/usage-vocabulary.json,
 * scripts/prerender.ts) beside the page routes (pages/routes.json); an API
 * served without a built site knows no names and counts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOM_PLAN, type UsageEvent } from '../contract/events';
import { unknownUsageName } from '../contract/messages/requests';
import type { CalculatorDefinition, PlanTemplate } from '../engine';

/** A calculator's modes by id: each mode's bands' labels and its number of rules. */
export type UsageModes = Readonly<Record<string, { bands: readonly string[]; rules: number }>>;

/** The names an event may use. */
export interface UsageVocabulary {
  calculators: Readonly<Record<string, UsageModes>>;
  plans: readonly string[];
  paths: ReadonlySet<string>;
}

/** The file the build writes: the calculators' and plans' names (the paths are the routes'). */
export const VOCABULARY_FILE = 'usage-vocabulary.json';

/** The names of `definitions` and `plans`, as the build writes them. */
export function vocabularyOf(definitions: readonly CalculatorDefinition[], plans: readonly Pick<PlanTemplate, 'slug'>[]) {
  const calculators = Object.fromEntries(
    definitions.map((d) => [
      d.slug,
      Object.fromEntries(d.calculator.modes.map((m) => [m.id, { bands: m.bands?.steps.map((s) => s.label) ?? [], rules: m.rules.length }])),
    ]),
  );
  return { calculators, plans: plans.map((p) => p.slug) };
}

/** The built site's names (`siteRoot`/pages), or none when there is no build. */
export function builtVocabulary(siteRoot: string | undefined): UsageVocabulary {
  const pages = siteRoot ? join(siteRoot, 'pages') : undefined;
  const read = <T>(file: string, none: T): T =>
    pages && existsSync(join(pages, file)) ? (JSON.parse(readFileSync(join(pages, file), 'utf8')) as T) : none;
  const names = read<Pick<UsageVocabulary, 'calculators' | 'plans'>>(VOCABULARY_FILE, { calculators: {}, plans: [] });
  return { ...names, paths: new Set(Object.keys(read<Record<string, string>>('routes.json', {}))) };
}

/** The first name in `event` the site does not have, as a sentence; undefined when every name is the site's. */
export function unknownName(event: UsageEvent, vocabulary: UsageVocabulary): string | undefined {
  if (event.type === 'view') return vocabulary.paths.has(event.path) ? undefined : unknownUsageName('page', event.path);
  // Own keys only: "constructor" is a slug-shaped word every object answers to.
  const modes = Object.hasOwn(vocabulary.calculators, event.calculator) ? vocabulary.calculators[event.calculator] : undefined;
  if (!modes) return unknownUsageName('calculator', event.calculator);
  if (event.type === 'plan-step' && event.plan !== CUSTOM_PLAN && !vocabulary.plans.includes(event.plan)) {
    return unknownUsageName('plan', event.plan);
  }
  if (event.type !== 'calculate') return undefined;
  const mode = Object.hasOwn(modes, event.mode) ? modes[event.mode] : undefined;
  if (!mode) return unknownUsageName('mode', event.mode);
  if (event.band !== undefined && event.rule !== undefined) return unknownUsageName('outcome', 'a band and a failed rule at once');
  if (event.band !== undefined && !mode.bands.includes(event.band)) return unknownUsageName('band', event.band);
  if (event.rule !== undefined && event.rule >= mode.rules) return unknownUsageName('rule', String(event.rule));
  return undefined;
}
