/**
 * The calculator engine: pure TypeScript, no React, no DOM, no I/O. This
 * entry (Node: tests, the definition check, the build) declares, compiles and
 * checks definitions; pages import runtime.ts, which only runs them.
 */

export * from './definition';
export * from './define-calculator';
export * from './rules';
export * from './fields';
export { calculate, validate, findMode } from './calculate';
export type { CalcResult, CalcSuccess, CalcFailure, DisplayOutput, BandResult, TipsResult, RawInputs } from './calculate';
export type { DefinitionCode, ModeCode } from './code';
export { definitionCode, codeFromSource } from './compile';
export { shortenExpressions } from './short-keys';
export { problems, problemAt, type DefinitionProblem, type ProblemName } from './problems';
export { checkDefinition, checkRegistry, exampleMismatches, scaleProblem } from './check';
export { formatDigits, formatValue, formatPlain, type Format, type FormatStyle } from './formats';
export { isMoney, moneyFieldIds, styleOf, unitOf, type Quantity } from './money';
export { withAssumed } from './assumed-labels';
export { keepTyped, parseField, readNumber } from './parse';
export { ambiguousReading, typedNumber } from './figures';
export { DEFAULT_SETTING, defaultStyle, type NumberSetting, type NumberStyle } from './number-style/style';
export { learnStyle } from './learn-style';
export { workedForms, writtenForm } from './worked-form';
export { mergeTexts, textsApart, type DefinitionTexts } from './texts';
export { fieldLabel, fieldUnits, unitSide, unitSymbol, type FieldUnit } from './number-style/units';
export { pickStep, type ScaleStep } from './scale';
export { relatedByKey, relatedSourceOf, RELATED_SHOWN, type RelatedSource } from './related';
export { engineMessages } from './messages';
export {
  measures,
  measureOf,
  measureKinds,
  kindsFitting,
  measureIndexOf,
  type Measure,
  type MeasureId,
  type MeasureKind,
  type MeasureIndex,
  type MeasureTag,
} from './measures';
export { pageStateCodec, readPageState, writePageState, MODE_PARAMETER, type AddressState, type PageState, type Codec } from './page-state';
export {
  explorerNames,
  explorerSlices,
  readExplorers,
  writeExplorers,
  type ExplorerName,
  type ExplorerSlice,
  type ExplorerSliceOf,
  type ExplorerStates,
} from './explorer-states';
export { retypeExplorerStates, type FigureRetyper } from './explorer-figures';
export * from './plan';
export { definePlan, checkPlan, planOf, planSchema, type PlanTemplate, type PlanTemplateInput } from './plan/define';
