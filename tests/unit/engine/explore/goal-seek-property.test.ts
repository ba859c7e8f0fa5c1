/**
 * A property of what it takes, over random valid inputs for every banded
 * mode: putting an answer in its field (typed as a person would) reaches the
 * band it names, and one grid step less far (1 for counts, a cent for
 * decimals, back toward the value it started from) does not reach the goal,
 * unless that value fails a rule. Seeded, bounded: 40 cases a mode. It walks
 * the registry, so a new definition file is covered with no edit here.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../../definitions';
import { calculate, type RawInputs } from '../../../../engine/calculate';
import type { CalculatorDefinition, Mode, NumberField } from '../../../../engine/definition';
import { betterOf } from '../../../../engine/explore/direction';
import { outputWith, probeOf } from '../../../../engine/explore/goal-seek';
import { solvableFields, typedText, whatItTakes } from '../../../../engine/explore';
import { modeExampleInputs } from './mode-example';

const CASES = 40;
const TRIES = 200;
/** Inputs range from a fortieth of the worked example's to forty times it. */
const SPREAD = 40;
/** The share of cases whose numbers are all small whole numbers. */
const SMALL = 0.25;

/** mulberry32: a small seeded PRNG, so a failure replays. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A number near `base` (a fortieth to forty times it), or when `small` a whole number up to 5 (coarse steps:
 * one paid session of three is a third), on the field's grid.
 */
function near(random: () => number, field: NumberField, base: number, small: boolean): string {
  const value = small ? Math.floor(random() * 6) : (base || 100) * SPREAD ** (2 * random() - 1);
  return typedText(field, field.parse === 'integer' ? Math.round(value) : Math.round(value * 100) / 100);
}

/** Random inputs the mode calculates (they pass its rules and the result can be shown): drawn again until they do, a bounded number of times. */
function validInputs(random: () => number, definition: CalculatorDefinition, mode: Mode): RawInputs {
  const base = modeExampleInputs(definition, mode);
  const small = random() < SMALL;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const raw: RawInputs = {};
    for (const field of mode.fields) {
      if (field.kind === 'select') raw[field.id] = field.options[Math.floor(random() * field.options.length)]!.value;
      else raw[field.id] = near(random, field, Number(base[field.id]?.replace(/[$,%\s]/g, '') || 0), small);
    }
    if (calculate(definition, mode.id, raw).ok) return raw;
  }
  throw new Error(`${definition.key}/${mode.id}: no valid inputs in ${TRIES} draws`);
}

const bandIndex = (mode: Mode, label: string | undefined) => mode.bands!.steps.findIndex((s) => s.label === label);

const banded = definitions.flatMap((definition) =>
  definition.calculator.modes.filter((mode) => mode.bands).map((mode) => [`${definition.key}/${mode.id}`, definition, mode] as const),
);

describe('what it takes, over random valid inputs', () => {
  describe.each(banded)('%s', (name, definition, mode) => {
    it(`each answer reaches its band, and one step less far does not reach the goal (${CASES} seeded cases)`, () => {
      const random = prng([...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
      const better = betterOf(mode.bands!)!;
      const fields = solvableFields(mode);
      let answers = 0;
      for (let i = 0; i < CASES; i++) {
        const raw = validInputs(random, definition, mode);
        const takes = whatItTakes(definition, mode.id, raw);
        expect(takes, JSON.stringify(raw)).toBeDefined();
        if (takes!.kind === 'best') continue;
        const target = bandIndex(mode, takes!.band);
        const probe = probeOf(definition, mode.id, raw)!;
        for (const answer of takes!.answers) {
          answers++;
          const field = fields.find((f) => f.id === answer.field)!;
          const inputs = { ...raw, [field.id]: typedText(field, answer.value) };
          const where = `${JSON.stringify(raw)} → ${answer.text}`;
          const result = calculate(definition, mode.id, inputs);
          expect(result.ok, where).toBe(true);
          const reached = bandIndex(mode, result.ok ? result.band?.label : undefined);
          if (better === 'higher') expect(reached, where).toBeGreaterThanOrEqual(target);
          else if (better === 'lower') expect(reached, where).toBeLessThanOrEqual(target);
          else expect(reached, where).toBe(target);
          // One grid step back toward the value it started from.
          const step = (field.parse === 'integer' ? 1 : 0.01) * (answer.bound === 'atLeast' ? -1 : 1);
          const closer = Number((answer.value + step).toFixed(2));
          const { value, valid } = outputWith(probe, { [field.id]: closer }, takes!.goal.output);
          if (!valid) continue;
          if (takes!.goal.bound === 'atLeast') expect(value, `${where}; ${closer}`).toBeLessThan(takes!.goal.target);
          else expect(value, `${where}; ${closer}`).toBeGreaterThan(takes!.goal.target);
        }
      }
      expect(answers).toBeGreaterThan(0);
    });
  });
});
