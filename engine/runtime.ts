/**
 * What a page needs from the engine, without the expression and condition
 * interpreters or the definition schema: a page gets definitions whose code
 * was generated at build (see code.ts).
 */
export { calculate, validate, findMode } from './calculate';
export type { CalcResult, DisplayOutput, BandResult, TipsResult, RawInputs } from './calculate';
export { attachCode, type DefinitionCode } from './code';
export { formatValue, formatPlain, type Format } from './formats';
export { keepTyped, parseField, readNumber } from './parse';
export { engineMessages } from './messages';
export { stateFromQuery, queryOf, MODE_PARAMETER, type QueryState } from './query';
