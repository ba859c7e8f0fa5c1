/**
 * Reads arithmetic as an editor writes it on a page ("($15,000 + $10,000) ÷ 200",
 * "4.50:1"), so the check can hold a worked example's calculation to its result.
 * Anything else reads as undefined: the check then skips the comparison.
 * Definitions are written in the spec's style, en-US dollars: its marks and
 * symbol come from the default number style (./number-style/style.ts).
 */
import { defaultStyle } from './number-style/style';
import { escapeRegExp } from './escape-regexp';

/** A number as a result shows it: its value, its decimals, and whether it ends in "%". */
export interface ShownNumber {
  value: number;
  decimals: number;
  percent: boolean;
}

const MINUS = /[−-]/;
const { currencySymbol, marks } = defaultStyle;
const [SYMBOL, GROUP, POINT] = [currencySymbol, marks.group, marks.decimal].map(escapeRegExp);
/** Digits with the style's grouping: "15,000" or "15000". */
const DIGITS = `\\d{1,3}(?:${GROUP}\\d{3})+|\\d+`;
// Money, thousands groups and decimals; a trailing % is a percentage.
const NUMBER = new RegExp(`^(?:${SYMBOL})?(${DIGITS})?(${POINT}\\d+)?(%)?`);
const SHOWN = new RegExp(`^([+−-])?\\s*(?:${SYMBOL})?\\s*(${DIGITS})(?:${POINT}(\\d+))?\\s*(%|:1|x)?\\s*([A-Za-z][A-Za-z ]*)?$`);
/** A number's text in the style as JavaScript reads it. */
const plainNumber = (digits: string, fraction = '') =>
  Number(`${digits.split(marks.group).join('')}.${fraction.replace(marks.decimal, '') || '0'}`);

/** The value of plain written arithmetic (numbers, $, %, commas, × ÷ * / + − -, parentheses), or undefined. */
export function writtenValue(text: string): number | undefined {
  const tokens: (number | string)[] = [];
  let rest = text.trim();
  while (rest !== '') {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number && (number[1] !== undefined || number[2] !== undefined)) {
      const value = plainNumber(number[1] ?? '0', number[2]);
      tokens.push(number[3] ? value / 100 : value);
      rest = rest.slice(number[0].length);
      continue;
    }
    const symbol = rest[0]!;
    if ('+−-×*÷/()'.includes(symbol)) tokens.push(MINUS.test(symbol) ? '-' : symbol === '×' ? '*' : symbol === '÷' ? '/' : symbol);
    else return undefined;
    rest = rest.slice(1);
  }
  const value = evaluate(tokens);
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

// Recursive descent over the tokens: sums of products of signed factors.
function evaluate(tokens: (number | string)[]): number | undefined {
  let at = 0;
  const sum = (): number | undefined => {
    let left = product();
    while (left !== undefined && (tokens[at] === '+' || tokens[at] === '-')) {
      const op = tokens[at++];
      const right = product();
      left = right === undefined ? undefined : op === '+' ? left + right : left - right;
    }
    return left;
  };
  const product = (): number | undefined => {
    let left = factor();
    while (left !== undefined && (tokens[at] === '*' || tokens[at] === '/')) {
      const op = tokens[at++];
      const right = factor();
      left = right === undefined ? undefined : op === '*' ? left * right : left / right;
    }
    return left;
  };
  const factor = (): number | undefined => {
    const token = tokens[at++];
    if (typeof token === 'number') return token;
    if (token === '-' || token === '+') {
      const value = factor();
      return value === undefined ? undefined : token === '-' ? -value : value;
    }
    if (token !== '(') return undefined;
    const inner = sum();
    return tokens[at++] === ')' ? inner : undefined;
  };
  const value = sum();
  return at === tokens.length ? value : undefined;
}

/**
 * The number a result shows, ignoring a sign, $, commas, and a trailing "%",
 * ":1", "x" or unit words ("334 units"); undefined when it shows anything else
 * ("2m 3s", "1 in 40").
 */
export function shownNumber(text: string): ShownNumber | undefined {
  const match = SHOWN.exec(text.trim());
  if (!match) return undefined;
  const magnitude = plainNumber(match[2]!, match[3]);
  return { value: match[1] && MINUS.test(match[1]) ? -magnitude : magnitude, decimals: match[3]?.length ?? 0, percent: match[4] === '%' };
}

/**
 * Whether a value is what a shown number says, to within one unit of its last
 * shown decimal (rounding, or rounding up as "how many do I need" does). A
 * percentage may be written either way: 25 or 0.25 for "25.00%".
 */
export function showsValue(value: number, shown: ShownNumber): boolean {
  const near = (v: number) => Math.abs(v - shown.value) < 10 ** -shown.decimals + 1e-9 * Math.max(1, Math.abs(shown.value));
  return near(value) || (shown.percent && near(value * 100));
}
