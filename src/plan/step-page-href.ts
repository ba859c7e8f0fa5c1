import { defaultStyle, pageStateCodec, type CalculatorCore, type Mode, type NumberStyle, type RawInputs } from '../../engine/runtime';
import { numberFields, retypeInputs } from '../number-setting/address';
import { linkedQuery } from '../number-setting/linked-query';

/**
 * The address of a plan step's own page, with its mode and `inputs` (typed in `style`): there are its article, the
 * benchmarks behind its bands and its chart.
 */
export function stepPageHref(definition: CalculatorCore, mode: Mode, inputs: RawInputs, style: NumberStyle): string {
  return `/calculators/${definition.slug}${linkedQuery(
    pageStateCodec(definition).encode({
      mode: mode.id,
      inputs: retypeInputs(inputs, numberFields(mode), style, defaultStyle),
      explorers: {},
    }),
    style,
  )}`;
}
