/**
 * The calculator engine: pure TypeScript, no React, no DOM, no I/O. This
 * entry (Node: tests, the definition check, the build) compiles definitions
 * at run time when they carry no generated code; pages import runtime.ts.
 */
import { setRuntimeCompiler } from './code';
import { interpretDefinition } from './interpret';

setRuntimeCompiler(interpretDefinition);

export * from './definition';
export * from './rules';
export * from './fields';
export { calculate, validate, findMode } from './calculate';
export type { CalcResult, DisplayOutput, BandResult, TipsResult, RawInputs } from './calculate';
export { attachCode, codeFor, type DefinitionCode, type ModeCode } from './code';
export { definitionCodeSource, CodegenError } from './codegen';
export { interpretDefinition } from './interpret';
export { checkDefinition, checkRegistry, exampleMismatches } from './check';
export { formatValue, formatPlain, type Format } from './formats';
export { keepTyped, parseField, readNumber } from './parse';
export { pickStep, scaleProblem, type ScaleStep } from './scale';
export { engineMessages } from './messages';
export { stateFromQuery, queryOf, MODE_PARAMETER, type QueryState } from './query';
