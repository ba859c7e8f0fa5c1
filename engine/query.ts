/**
 * A calculator's state in a URL's query string: the mode (`mode=<id>`, for
 * calculators with several modes) and the input texts, named by field id
 * (`?investment=1000&returns=1800`). Pure: the page reads and writes the
 * address; this only translates.
 */
import { findMode } from './calculate';
import type { CalculatorCore } from './definition';
import { keepTyped } from './parse';

/** The query parameter that names the mode. */
export const MODE_PARAMETER = 'mode';

/** A mode and its input texts by field id, as the form holds them. */
export interface QueryState {
  mode: string;
  values: Record<string, string>;
  /** Whether the query names any field: then the page calculates at once. */
  calculate: boolean;
}

/**
 * The state a query string describes, or undefined when it names neither a
 * mode nor a field of the calculator (a plain visit). Unknown parameters are ignored; an
 * unknown mode is the first mode; number fields keep what typing would keep
 * (so the field shows what is calculated); a select's unknown option is its
 * default. Fields the query leaves out are blank (selects: their default).
 */
export function stateFromQuery(definition: CalculatorCore, query: string | URLSearchParams): QueryState | undefined {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const named = params.get(MODE_PARAMETER) ?? undefined;
  const mode = findMode(definition, named);
  const calculate = mode.fields.some((field) => params.has(field.id));
  if (!calculate && mode.id !== named) return undefined;
  const values: Record<string, string> = {};
  for (const field of mode.fields) {
    const text = params.get(field.id);
    if (field.kind === 'select') values[field.id] = field.options.some((o) => o.value === text) ? text! : field.default;
    else values[field.id] = keepTyped(text ?? '', field.keep);
  }
  return { mode: mode.id, values, calculate };
}

/**
 * The query string (with its leading `?`) for a mode's input texts: the mode
 * first when the calculator has several, then each field in the definition's
 * order; blank number fields are left out.
 */
export function queryOf(definition: CalculatorCore, modeId: string, values: Record<string, string | undefined>): string {
  const mode = findMode(definition, modeId);
  const params = new URLSearchParams();
  if (definition.calculator.modes.length > 1) params.set(MODE_PARAMETER, mode.id);
  for (const field of mode.fields) {
    const text = values[field.id]?.trim() ?? '';
    if (text !== '') params.set(field.id, text);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Prefix of scenario B's inputs in a comparison (`b.visitors=1000`); engine/explore/query.ts reads and writes them. */
export const SCENARIO_B_PREFIX = 'b.';
