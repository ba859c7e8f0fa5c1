/**
 * Plans saved in the browser (src/plan/saved-plans.ts), over a stand-in for
 * localStorage: saved, renamed, duplicated and deleted by name; an entry
 * this code cannot read is kept as it was; storage the browser refuses, or
 * a blank name, is a message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SAVED_PLANS_KEY,
  deletePlan,
  duplicatePlan,
  readSavedPlans,
  renamePlan,
  savePlan,
  savedPlanMessages,
  updatePlan,
} from '../../../src/plan/saved-plans';

let items: Map<string, string>;
let refuse = false;

beforeEach(() => {
  items = new Map();
  refuse = false;
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const names = () => readSavedPlans().map((plan) => plan.name);

describe('saved plans', () => {
  it('saves, renames, duplicates and deletes by name, last saved first', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const saved = savePlan('  Spring search ', '?plan=1&step=cpa');
    expect(saved).toMatchObject({
      ok: true,
      plans: [{ name: 'Spring search', query: 'plan=1&step=cpa', saved: '2026-11-26T10:00:00.000Z' }],
    });
    const id = readSavedPlans()[0]!.id;
    vi.setSystemTime(new Date('2026-11-26T11:00:00Z'));
    savePlan('Autumn search', 'plan=1&step=roas');
    expect(names()).toEqual(['Autumn search', 'Spring search']);
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    renamePlan(id, 'Spring, brand terms');
    expect(names()).toEqual(['Spring, brand terms', 'Autumn search']);
    vi.setSystemTime(new Date('2026-11-26T13:00:00Z'));
    duplicatePlan(id);
    expect(names()).toEqual(['Spring, brand terms (copy)', 'Spring, brand terms', 'Autumn search']);
    deletePlan(id);
    expect(names()).toEqual(['Spring, brand terms (copy)', 'Autumn search']);
  });

  it('saves a plan over itself, and saves it anew when it was deleted meanwhile (issue 52, item 3)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const first = savePlan('Spring search', 'plan=1&step=cpa');
    const id = first.ok ? first.id! : '';
    vi.setSystemTime(new Date('2026-11-29T11:00:00Z'));
    expect(updatePlan(id, 'Spring search, brand', '?plan=1&step=cpa&step=roas')).toMatchObject({
      ok: true,
      id,
      plans: [{ id, name: 'Spring search, brand', query: 'plan=1&step=cpa&step=roas', saved: '2026-11-29T11:00:00.000Z' }],
    });
    expect(readSavedPlans()).toHaveLength(1);
    expect(updatePlan(id, ' ', 'plan=1&step=cpa')).toEqual({ ok: false, message: savedPlanMessages.name });
    deletePlan(id);
    const again = updatePlan(id, 'Spring search', 'plan=1&step=cpa');
    expect(again.ok && again.id !== id && again.plans.map((plan) => plan.name)).toEqual(['Spring search']);
  });

  it('keeps an entry it cannot read as it was, and does not show it', () => {
    items.set(SAVED_PLANS_KEY, JSON.stringify([{ name: 'From a later version', steps: [1, 2] }]));
    savePlan('Mine', 'plan=1&step=cpa');
    expect(names()).toEqual(['Mine']);
    expect(JSON.parse(items.get(SAVED_PLANS_KEY)!)[0]).toEqual({ name: 'From a later version', steps: [1, 2] });
  });

  it('reads damaged storage as no plans, and says so when the browser refuses to store one', () => {
    items.set(SAVED_PLANS_KEY, '{not json');
    expect(readSavedPlans()).toEqual([]);
    refuse = true;
    expect(savePlan('Mine', 'plan=1&step=cpa')).toEqual({ ok: false, message: savedPlanMessages.storage });
  });

  it('asks for a name rather than saving a blank one', () => {
    expect(savePlan('   ', 'plan=1&step=cpa')).toEqual({ ok: false, message: savedPlanMessages.name });
    expect(items.has(SAVED_PLANS_KEY)).toBe(false);
  });
});
