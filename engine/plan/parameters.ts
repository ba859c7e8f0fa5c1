/**
 * Which query parameters belong to a plan (engine/plan/address.ts) rather
 * than to a page's own calculator. Apart from the plan's codec so that a
 * calculator's page, which keeps a plan's parameters when it writes its
 * own, does not load the codec on first paint.
 */

/** Whether a query parameter belongs to a plan: its version, steps, links, goal seek or a step's namespaced state (`0.clicks`). */
export function isPlanParameter(name: string): boolean {
  return name === 'plan' || name === 'step' || name === 'link' || name === 'goal' || name === 'goal.target' || /^\d+\./.test(name);
}
