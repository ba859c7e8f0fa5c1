/**
 * Whether a page's address holds money its sender typed: an input of a
 * calculator's field in money (engine/money.ts), on a calculator's page or
 * embed, or in a plan's step. Such a link keeps its sender's currency
 * (`cur=`, US dollars without one), so its amounts mean what they meant;
 * any other link (no inputs, only rates and counts, or a template's example
 * figures) opens in the visitor's own currency.
 */
import { moneyFields } from 'virtual:money-fields';
import { exampleSlice } from '../address/example-slice';

const CALCULATOR_PAGE = /^\/(?:calculators|embed)\/([^/]+)\/?$/;
const PLAN_PAGE = /^\/(?:embed\/)?plan\/?$/;
/** A plan step's input in an address: "<step>.<field>" (engine/plan/address.ts). */
const STEP_INPUT = /^(\d+)\.(\w+)$/;

/** Whether `name` is a money field of calculator `slug`. */
const isMoneyField = (fields: typeof moneyFields, slug: string | undefined, name: string) =>
  slug !== undefined && (fields[slug]?.includes(name) ?? false);

/** Whether the address `pathname` + `search` holds a typed amount of money (not blank); `fields` by slug, for tests. */
export function carriesTypedMoney(pathname: string, search: string, fields: typeof moneyFields = moneyFields): boolean {
  const params = new URLSearchParams(search);
  if (exampleSlice.decode(params)) return false;
  const page = PLAN_PAGE.test(pathname) ? undefined : CALCULATOR_PAGE.exec(pathname)?.[1];
  // A calculator's page opened from a plan names the plan's steps too, with their inputs.
  const steps = params.getAll('step');
  for (const [name, value] of params) {
    if (value.trim() === '') continue;
    const step = STEP_INPUT.exec(name);
    if (step ? isMoneyField(fields, steps[Number(step[1])], step[2]!) : isMoneyField(fields, page, name)) return true;
  }
  return false;
}
