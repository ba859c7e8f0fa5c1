/**
 * What a page needs from the engine, without the compiler (mathjs) or the
 * definition schema (zod): a page gets definitions whose code was compiled
 * at build (see code.ts).
 */
export { calculate, validate, findMode } from './calculate';
export type { CalcResult, CalcSuccess, CalcFailure, DisplayOutput, BandResult, TipsResult, RawInputs } from './calculate';
export type {
  ArticleBlock,
  CalculatorCore,
  CalculatorDefinition,
  Field,
  Mode,
  NumberField,
  Output,
  CalculatorPageParts,
  SelectField,
  Source,
  Tone,
} from './definition';
export type { DefinitionCode } from './code';
export { formatDigits, formatValue, formatPlain, isClock, type Format, type FormatStyle } from './formats';
export { inputWords, isNumberField, startText, type FieldKind, type FieldOfKind } from './field-kinds';
export { isMoney, styleOf, unitOf, type Quantity } from './money';
export { relatedByKey, relatedSourceOf, type RelatedSource } from './related';
export { keepTyped, parseField, readNumber } from './parse';
export { DEFAULT_SETTING, defaultStyle, type NumberSetting, type NumberStyle } from './number-style/style';
export { mergeTexts, textsApart, type DefinitionTexts } from './texts';
export { fieldLabel, fieldUnits, unitSide, unitSymbol, type FieldUnit } from './number-style/units';
export { engineMessages } from './messages';
export { pageStateCodec, readPageState, writePageState, type AddressState, type PageState, type Codec } from './page-state';
export { explorerNames, type ExplorerName, type ExplorerStates } from './explorer-states';
export { isPlanParameter } from './plan/parameters';
export type { MeasureIndex, MeasureTag } from './measures';
