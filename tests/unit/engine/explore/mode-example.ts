/**
 * Where the explorers' registry-wide tests start on a mode: its calculator's worked example when that is in the
 * mode, else the mode's first example that calculates. Every definition has both (the definitions check holds it),
 * so a new definition file is tested here with no edit to the tests.
 */
import { findMode, type RawInputs } from '../../../../engine/calculate';
import type { CalculatorDefinition, Mode } from '../../../../engine/definition';

/**
 * The inputs a registry-wide explorer test starts from on `mode`. Of a mode's own examples, one with every field
 * given and none at zero comes first: at zero costs a count changes nothing, and the tests move every field.
 */
export function modeExampleInputs(definition: CalculatorDefinition, mode: Mode): RawInputs {
  const check = definition.content.formula.example.check;
  if (findMode(definition, check.mode).id === mode.id) return check.inputs;
  const calculated = definition.examples.filter((e) => findMode(definition, e.mode).id === mode.id && 'outputs' in e.expect);
  const full = calculated.find((e) => mode.fields.every((f) => f.kind !== 'number' || !/^\s*0*\s*$/.test(e.inputs[f.id] ?? '')));
  return (full ?? calculated[0]!).inputs;
}
