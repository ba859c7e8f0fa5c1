/**
 * `npm run bench`: for every definition, one calculate() on a valid input and
 * on an input failing its last rule, as a page runs it (the definition's JSON
 * with the code the build writes), against hand-written JavaScript for the
 * headline number. Prints ns/op and the ratio. A second table times goal
 * seek on every field at once (whatItTakes()) on the same valid input, for
 * the calculators whose first mode has bands. A third times a six-step plan
 * (engine/plan/evaluate.ts): one recalculation of every step, and goal seek
 * across it (issue 27's targets: 30 µs and 2 ms).
 * Bounded: each measurement runs a fixed number of calls, five times.
 */
import { cpus } from 'node:os';
import { calculate, codeFromSource, definitionCode, type CalculatorDefinition } from '../engine';
import { learnStyle } from '../engine/learn-style';
import { whatItTakes } from '../engine/explore';
import { isNumberField } from '../engine/field-kinds';
import { evaluatePlan, seekAcrossPlan, type Plan } from '../engine/plan';
import { definitions } from '../definitions';
import { baselines } from './baselines';
import { printTable } from '../scripts/table';

const CALLS = 20_000;
const ROUNDS = 5;
const TARGET_NS = 5_000;
/** Goal seek runs the whole definition a few hundred times a call: fewer calls a round keep the run bounded. */
const SEEK_CALLS = 300;
const SEEK_TARGET_NS = 1_000_000;

/** Median ns per call of `fn` over ROUNDS rounds of `calls` calls. */
function measure(fn: () => unknown, calls = CALLS): number {
  for (let i = 0; i < calls / 10; i++) fn(); // warm-up
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) fn();
    rounds.push(Number(process.hrtime.bigint() - start) / calls);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

/** The definition as a page gets it: its JSON, and its code from the text the build writes. */
function asPage(definition: CalculatorDefinition): CalculatorDefinition {
  const { code: _code, ...data } = definition;
  return { ...JSON.parse(JSON.stringify(data)), code: codeFromSource(definitionCode(definition).source) };
}

const pages = definitions.map(asPage);

const fmt = (ns: number) => (ns < 1000 ? `${ns.toFixed(0)} ns` : `${(ns / 1000).toFixed(2)} µs`);
const fmtMs = (ns: number) => `${ns / 1_000_000} ms`;
const rows: string[][] = [];
const seekRows: string[][] = [];
let worst = 0;
let worstSeek = 0;
const localStyles = [learnStyle({ locale: 'de-DE', currency: 'EUR' }), learnStyle({ locale: 'ja-JP', currency: 'JPY' })];
for (const [index, definition] of definitions.entries()) {
  const page = pages[index]!;
  const mode = definition.calculator.modes[0]!;
  const valid = definition.examples.find((e) => (e.mode ?? mode.id) === mode.id && 'outputs' in e.expect);
  const lastRule = mode.rules.at(-1);
  const failing = definition.examples.find(
    (e) => (e.mode ?? mode.id) === mode.id && 'message' in e.expect && e.expect.message === lastRule?.message,
  );
  const baseline = baselines[definition.key];
  if (!valid || !baseline) throw new Error(`${definition.key}: no valid example or baseline to measure.`);
  const inputs = valid.inputs as Record<string, string>;
  const base = measure(() => baseline(inputs));
  const okPage = measure(() => calculate(page, mode.id, inputs));
  const failPage = failing ? measure(() => calculate(page, mode.id, failing.inputs)) : Number.NaN;
  // Another locale and currency: the style is made once (numberStyle keeps it), as a page does.
  const localPages = localStyles.map((style) => measure(() => calculate(page, mode.id, inputs, style)));
  worst = Math.max(worst, okPage, ...localPages, Number.isNaN(failPage) ? 0 : failPage);
  rows.push([
    definition.key,
    fmt(base),
    fmt(okPage),
    `${(okPage / base).toFixed(0)}×`,
    ...localPages.map(fmt),
    Number.isNaN(failPage) ? '–' : fmt(failPage),
  ]);
  // What it takes seeks every number field of the mode toward the next band (nothing to seek in the best band).
  const takes = mode.bands ? whatItTakes(page, mode.id, inputs) : undefined;
  const seek = mode.bands ? measure(() => whatItTakes(page, mode.id, inputs), SEEK_CALLS) : Number.NaN;
  worstSeek = Math.max(worstSeek, Number.isNaN(seek) ? 0 : seek);
  const fields = mode.fields.filter(isNumberField).length;
  const reached = !takes
    ? '–'
    : takes.kind === 'best'
      ? `best band (${takes.band})`
      : `${takes.answers.length} of ${fields} fields reach ${takes.band}`;
  seekRows.push([definition.key, Number.isNaN(seek) ? '–' : fmt(seek), reached]);
}

const header = [
  'calculator',
  'hand-written',
  'page: valid',
  'ratio',
  ...localStyles.map(({ setting }) => `valid, ${setting.locale} ${setting.currency}`),
  'page: last rule fails',
];
console.log(
  `calculate() per call, median of ${ROUNDS} rounds of ${CALLS.toLocaleString('en-US')} calls; Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`,
);
printTable(header, rows);
console.log(`\nSlowest page calculation: ${fmt(worst)} (target under ${fmt(TARGET_NS)}): ${worst < TARGET_NS ? 'met' : 'NOT met'}.`);
console.log('Pages run the code the build compiled: nothing is parsed or built while calculating (the engine has no run-time compiler).');

console.log(`\nGoal seek, all fields: whatItTakes() per call on the same valid example, median of ${ROUNDS} rounds of ${SEEK_CALLS} calls`);
printTable(['calculator', 'goal seek, all fields', 'at this example'], seekRows, 1);
console.log(
  `\nSlowest goal seek (every field of a calculator): ${fmt(worstSeek)} (target under ${fmtMs(SEEK_TARGET_NS)}): ${worstSeek < SEEK_TARGET_NS ? 'met' : 'NOT met'}.`,
);
// A paid search plan of six steps, each a calculator as a page gets it: the cost and clicks of Clicks to Conversions
// feed CPA, ROAS, CPC, CTR and MER.
const bySlug = (slug: string) => pages[definitions.findIndex((d) => d.slug === slug)]!;
const cost = { step: 0, output: 'estimatedCost' };
const clicks = { step: 0, output: 'requiredClicks' };
const plan: Plan = {
  steps: [
    { definition: bySlug('clicks-to-conversions'), inputs: { conversionRate: '2.5', targetConversions: '50' } },
    { definition: bySlug('cpa'), inputs: { acquisitions: '50' } },
    { definition: bySlug('roas'), inputs: { revenue: '12000' } },
    { definition: bySlug('cpc'), inputs: {} },
    { definition: bySlug('ctr'), inputs: { impressions: '100000' } },
    { definition: bySlug('marketing-efficiency-ratio'), inputs: { totalRevenue: '12000' } },
  ],
  links: [
    { from: cost, to: { step: 1, field: 'marketingSpend' } },
    { from: cost, to: { step: 2, field: 'adSpend' } },
    { from: cost, to: { step: 3, field: 'adSpend' } },
    { from: clicks, to: { step: 3, field: 'clicks' } },
    { from: clicks, to: { step: 4, field: 'clicks' } },
    { from: cost, to: { step: 5, field: 'marketingSpend' } },
  ],
};
const PLAN_TARGET_NS = 30_000;
const PLAN_SEEK_TARGET_NS = 2_000_000;
if (evaluatePlan(plan).some((o) => o.status !== 'done')) throw new Error('The benchmark plan does not calculate.');
const seeking = () => seekAcrossPlan(plan, { step: 0, field: 'conversionRate' }, { step: 2, output: 'roas', target: '6' });
if (!seeking().ok) throw new Error('Goal seek across the benchmark plan finds nothing.');
const planNs = measure(() => evaluatePlan(plan), 2_000);
const planSeekNs = measure(seeking, SEEK_CALLS);
console.log(`
A six-step plan (Clicks to Conversions into CPA, ROAS, CPC, CTR and MER), median of ${ROUNDS} rounds`);
printTable(
  ['per call', 'time', 'target', 'verdict'],
  [
    ['every step recalculated', fmt(planNs), fmt(PLAN_TARGET_NS), planNs < PLAN_TARGET_NS ? 'met' : 'NOT met'],
    [
      'goal seek: conversion rate for ROAS 6',
      fmt(planSeekNs),
      fmtMs(PLAN_SEEK_TARGET_NS),
      planSeekNs < PLAN_SEEK_TARGET_NS ? 'met' : 'NOT met',
    ],
  ],
  1,
);
// A benchmark reports; it does not fail. The verdict line above says whether the target holds.
