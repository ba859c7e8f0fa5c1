/** The names of the modules the definitions plugin generates (scripts/definitions-plugin.ts). */

export const CALCULATORS = 'virtual:calculators';
export const CATALOGUE = 'virtual:catalogue';
export const POPULAR = 'virtual:popular';
export const MEASURE_INDEX = 'virtual:measure-index';
export const CALCULATOR_NAMES = 'virtual:calculator-names';
export const MONEY_FIELDS = 'virtual:money-fields';
export const PLAN_TEMPLATES = 'virtual:plan-templates';
export const CALCULATOR = 'virtual:calculator/';
export const CALCULATOR_TEXTS = 'virtual:calculator-texts/';
export const CALCULATOR_PAGE = 'virtual:calculator-page/';
export const CALCULATOR_PAGES = 'virtual:calculator-pages';
export const DEFINITION_SOURCES = 'virtual:definition-sources';

/** Whether `id` names one of the plugin's modules. */
export function isDefinitionModule(id: string): boolean {
  return (
    id === CALCULATORS ||
    id === CALCULATOR_PAGES ||
    id === CATALOGUE ||
    id === POPULAR ||
    id === MEASURE_INDEX ||
    id === CALCULATOR_NAMES ||
    id === MONEY_FIELDS ||
    id === PLAN_TEMPLATES ||
    id === DEFINITION_SOURCES ||
    id.startsWith(CALCULATOR) ||
    id.startsWith(CALCULATOR_TEXTS) ||
    id.startsWith(CALCULATOR_PAGE)
  );
}
