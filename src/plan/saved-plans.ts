/**
 * Plans saved by name in this browser (localStorage; no account): each is
 * its name, its address's query (engine/plan/address.ts) and when it was
 * saved. Read through zod: an entry this code cannot read (an older or a
 * damaged one) is not shown, and is written back as it was, never dropped.
 * Storage the browser refuses (private windows, a full quota) gives a
 * message instead of a crash.
 */
import '../zod-config';
import * as z from 'zod/mini';

/** Where the plans are kept. */
export const SAVED_PLANS_KEY = 'marketing-calculators:plans';

const savedPlanSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  /** The plan's address's query, without its `?`. */
  query: z.string().check(z.minLength(1)),
  /** When it was last saved or renamed, ISO 8601. */
  saved: z.string(),
});

/** A plan saved in this browser. */
export type SavedPlan = z.infer<typeof savedPlanSchema>;

/**
 * What a change to the saved plans gives: the list as now shown (and the id of the plan saved, for a save), or why
 * it could not be stored.
 */
export type SavedChange = { ok: true; plans: SavedPlan[]; id?: string } | { ok: false; message: string };

/** Messages of the saved plans. */
export const savedPlanMessages = {
  storage: 'Your browser did not let this site store the plan (storage may be off or full), so it was not saved.',
  name: 'Please give the plan a name.',
} as const;

/** Every stored entry as it is, readable or not. */
function entries(): unknown[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVED_PLANS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const readable = (entry: unknown): SavedPlan | undefined => {
  const parsed = savedPlanSchema.safeParse(entry);
  return parsed.success ? parsed.data : undefined;
};

/** The saved plans this code can read, last saved first. */
export function readSavedPlans(): SavedPlan[] {
  return entries()
    .map(readable)
    .filter((plan) => plan !== undefined)
    .sort((a, b) => b.saved.localeCompare(a.saved));
}

/** Stores the entries `change` makes of the stored ones; a refusal by the browser is a message. */
function store(change: (stored: unknown[]) => unknown[]): SavedChange {
  try {
    localStorage.setItem(SAVED_PLANS_KEY, JSON.stringify(change(entries())));
    return { ok: true, plans: readSavedPlans() };
  } catch {
    return { ok: false, message: savedPlanMessages.storage };
  }
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const now = () => new Date().toISOString();

/** Saves the plan at `query` (its plan's parameters, with or without `?`) as a new plan named `name` (trimmed; required). */
export function savePlan(name: string, query: string): SavedChange {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, message: savedPlanMessages.name };
  const plan: SavedPlan = { id: newId(), name: trimmed, query: query.replace(/^\?/, ''), saved: now() };
  const change = store((stored) => [...stored, plan]);
  return change.ok ? { ...change, id: plan.id } : change;
}

/**
 * Saves the plan at `query` over the saved plan `id`, named `name` (trimmed; required); a plan deleted meanwhile (in
 * another tab) is saved anew.
 */
export function updatePlan(id: string, name: string, query: string): SavedChange {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, message: savedPlanMessages.name };
  if (!readSavedPlans().some((plan) => plan.id === id)) return savePlan(trimmed, query);
  const change = store((stored) =>
    stored.map((entry) =>
      readable(entry)?.id === id ? { ...readable(entry), name: trimmed, query: query.replace(/^\?/, ''), saved: now() } : entry,
    ),
  );
  return change.ok ? { ...change, id } : change;
}

/** Renames the saved plan `id`. */
export function renamePlan(id: string, name: string): SavedChange {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, message: savedPlanMessages.name };
  return store((stored) =>
    stored.map((entry) => (readable(entry)?.id === id ? { ...readable(entry), name: trimmed, saved: now() } : entry)),
  );
}

/** Saves a copy of the saved plan `id`, named "<name> (copy)". */
export function duplicatePlan(id: string): SavedChange {
  const original = readSavedPlans().find((plan) => plan.id === id);
  if (!original) return { ok: true, plans: readSavedPlans() };
  return store((stored) => [...stored, { ...original, id: newId(), name: `${original.name} (copy)`.slice(0, 120), saved: now() }]);
}

/** Deletes the saved plan `id`. */
export function deletePlan(id: string): SavedChange {
  return store((stored) => stored.filter((entry) => readable(entry)?.id !== id));
}
