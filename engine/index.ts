/** The calculator engine: pure TypeScript, no React, no DOM, no I/O. */
export * from './definition';
export { calculate, validate, findMode } from './calculate';
export type { CalcResult, DisplayOutput, BandResult, TipsResult, RawInputs } from './calculate';
export { checkDefinition, checkRegistry, exampleMismatches } from './check';
export { formatValue, formatPlain, type Format } from './formats';
export { keepTyped, parseField, readNumber } from './parse';
export { pickStep, scaleProblem, type ScaleStep } from './scale';
export { engineMessages } from './messages';
