/**
 * Editing a plan's steps (engine/plan/edit.ts) and opening one from its
 * address (engine/plan/steps.ts): links follow their steps, and one that
 * would run backward, or lose its step, is dropped and returned; an address
 * whose links do not fit its calculators is refused, never guessed at.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../definitions';
import {
  appendStep,
  moveStep,
  planAddressOf,
  planFromAddress,
  planMessages,
  readPlan,
  removeStep,
  replaceStep,
  unlink,
  writePlan,
  type Plan,
  type PlanLink,
} from '../../../engine';

const link = (from: number, output: string, to: number, field: string): PlanLink => ({
  from: { step: from, output },
  to: { step: to, field },
});
const chain = { steps: ['a', 'b', 'c'], links: [link(0, 'x', 1, 'p'), link(0, 'y', 2, 'q'), link(1, 'z', 2, 'r')] };

describe('plan edits', () => {
  it('removing a step drops its links and renumbers the later steps’', () => {
    const { chain: after, dropped } = removeStep(chain, 1);
    expect(after.steps).toEqual(['a', 'c']);
    expect(after.links).toEqual([link(0, 'y', 1, 'q')]);
    expect(dropped).toEqual([link(0, 'x', 1, 'p'), link(1, 'z', 2, 'r')]);
  });

  it('moving a step takes its links along, and drops those that would run backward', () => {
    // c moves to the top: c, a, b. a→c and b→c would now run backward.
    const { chain: after, dropped } = moveStep(chain, 2, 0);
    expect(after.steps).toEqual(['c', 'a', 'b']);
    expect(after.links).toEqual([link(1, 'x', 2, 'p')]);
    expect(dropped).toEqual([link(0, 'y', 2, 'q'), link(1, 'z', 2, 'r')]);
  });

  it('moving a step down past one it does not feed keeps every link', () => {
    const { chain: after, dropped } = moveStep({ steps: ['a', 'b', 'c'], links: [link(0, 'x', 2, 'p')] }, 1, 2);
    expect(after.steps).toEqual(['a', 'c', 'b']);
    expect(after.links).toEqual([link(0, 'x', 1, 'p')]);
    expect(dropped).toEqual([]);
  });

  it('appends, replaces (dropping what no longer fits) and unlinks', () => {
    expect(appendStep(chain, 'd', [link(2, 'w', 3, 's')]).links).toHaveLength(4);
    const replaced = replaceStep(chain, 2, 'C', (l) => l.to.field !== 'q');
    expect(replaced.chain.steps).toEqual(['a', 'b', 'C']);
    expect(replaced.dropped).toEqual([link(0, 'y', 2, 'q')]);
    expect(unlink(chain, 2, 'r').links).toEqual([link(0, 'x', 1, 'p'), link(0, 'y', 2, 'q')]);
  });
});

const funnel: Plan = {
  steps: [
    { definition: registry.clicksToConversions!, inputs: { conversionRate: '2.5', targetConversions: '50' } },
    { definition: registry.cpa!, inputs: { marketingSpend: '999', acquisitions: '50' } },
  ],
  links: [link(0, 'estimatedCost', 1, 'marketingSpend')],
};

describe('a plan’s address', () => {
  it('holds each step’s inputs but not what a link fills, and opens as the same plan', () => {
    const params = new URLSearchParams();
    writePlan(planAddressOf(funnel), params);
    expect(params.toString()).toBe(
      'plan=1&step=clicks-to-conversions&step=cpa&0.conversionRate=2.5&0.targetConversions=50&1.acquisitions=50&link=1.marketingSpend.0.estimatedCost',
    );
    const read = readPlan(params);
    const opened =
      read.ok && read.plan ? planFromAddress(read.plan, (slug) => Object.values(registry).find((d) => d.slug === slug)) : undefined;
    expect(opened).toEqual({
      ok: true,
      plan: {
        steps: [
          { definition: registry.clicksToConversions, mode: 'default', inputs: { conversionRate: '2.5', targetConversions: '50' } },
          { definition: registry.cpa, mode: 'default', inputs: { marketingSpend: '', acquisitions: '50' } },
        ],
        links: funnel.links,
      },
    });
  });

  it.each([
    ['an output the step does not have', 'link=1.marketingSpend.0.noSuchOutput'],
    ['a field the step does not have', 'link=1.noSuchField.0.estimatedCost'],
    ['a field filled twice', 'link=1.marketingSpend.0.estimatedCost&link=1.marketingSpend.0.requiredClicks'],
    ['a link into a step the plan does not have', 'link=2.adSpend.0.estimatedCost'],
  ])('refuses a link to %s with a message', (_, links) => {
    const read = readPlan(new URLSearchParams(`plan=1&step=clicks-to-conversions&step=cpa&${links}`));
    const definitions = (slug: string) => Object.values(registry).find((d) => d.slug === slug);
    expect(read.ok && read.plan ? planFromAddress(read.plan, definitions) : read).toEqual({ ok: false, message: planMessages.malformed });
  });

  it('carries goal seek’s slice, and refuses one that names what its steps do not have', () => {
    const goal = { input: { step: 0, field: 'conversionRate' }, output: { step: 1, output: 'cpa' }, target: '40' };
    const params = new URLSearchParams();
    writePlan(planAddressOf(funnel, goal), params);
    expect(params.toString()).toMatch(/&goal=0\.conversionRate\.1\.cpa&goal\.target=40$/);
    const definitions = (slug: string) => Object.values(registry).find((d) => d.slug === slug);
    const read = readPlan(params);
    expect(read.ok && read.plan && planFromAddress(read.plan, definitions)).toMatchObject({ ok: true, goal });
    // A linked field cannot be moved by goal seek; an output step before its input step runs backward.
    for (const bad of ['goal=1.marketingSpend.1.cpa', 'goal=1.acquisitions.0.requiredClicks', 'goal=0.conversionRate']) {
      const damaged = readPlan(new URLSearchParams(`${params.toString().replace(/goal=[^&]*/, bad)}`));
      const opened = damaged.ok && damaged.plan ? planFromAddress(damaged.plan, definitions) : damaged;
      expect(opened).toEqual({ ok: false, message: planMessages.malformed });
    }
  });

  it('refuses a calculator the site no longer has', () => {
    const read = readPlan(new URLSearchParams('plan=1&step=no-such-calculator'));
    expect(read.ok && read.plan && planFromAddress(read.plan, () => undefined)).toEqual({ ok: false, message: planMessages.missing });
  });
});
