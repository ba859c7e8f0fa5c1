/** The engine as the benchmark uses it, plus a switch that forbids run-time compilation. */
import { setRuntimeCompiler } from '../engine/code';

export { attachCode, calculate, codeFor, definitionCodeSource, type CalculatorDefinition, type DefinitionCode } from '../engine';

/** After this, any definition that needs compiling at run time throws (pages never compile). */
export function setRuntimeCompilerForBench(): void {
  setRuntimeCompiler((definition) => {
    throw new Error(`${definition.key} asked for run-time compilation.`);
  });
}
