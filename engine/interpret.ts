/**
 * The run-time compiler used in Node (tests, the definition check, renders of
 * definitions that did not pass through the build): expressions through the
 * mathjs number build, conditions through json-logic. Each expression is
 * parsed once per definition.
 */
import { expressionSources } from './expression-sources';
import type { DefinitionCode, ModeCode } from './code';
import type { CalculatorDefinition } from './definition';
import { holds } from './logic';
import { parseExpression } from './math';

/** The interpreted code of a definition. */
export function interpretDefinition(definition: CalculatorDefinition): DefinitionCode {
  const modes: Record<string, ModeCode> = {};
  for (const mode of definition.calculator.modes) {
    const expressions: ModeCode['expressions'] = {};
    for (const source of expressionSources(mode)) {
      if (!(source in expressions)) {
        const { compiled } = parseExpression(source);
        expressions[source] = (scope) => compiled.evaluate(scope);
      }
    }
    const visibleWhen: ModeCode['visibleWhen'] = {};
    for (const output of mode.outputs) {
      const condition = output.visibleWhen;
      if (condition !== undefined) visibleWhen[output.id] = (values) => holds(condition, values);
    }
    modes[mode.id] = {
      expressions,
      rules: mode.rules.map((rule) => (values) => holds(rule.require, values)),
      visibleWhen,
    };
  }
  return { modes };
}
