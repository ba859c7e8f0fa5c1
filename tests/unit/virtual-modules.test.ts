/**
 * The build's virtual modules keep their declared types (src/virtual-modules.d.ts). An ambient module that
 * imports a relative path is an error that skipLibCheck hides, and every export then becomes `any`: this file
 * fails `npm run typecheck` (part of `npm test`) if that happens again.
 */
import type { loaders } from 'virtual:calculators';
import type { pageLoaders } from 'virtual:calculator-pages';
import type { calculatorNames } from 'virtual:calculator-names';
import type { catalogue } from 'virtual:catalogue';
import type { measureIndex } from 'virtual:measure-index';
import type { planTemplates } from 'virtual:plan-templates';
import type { popular } from 'virtual:popular';
import { describe, expectTypeOf, it } from 'vitest';
import type { CalculatorCore, MeasureTag } from '../../engine/runtime';
import type { CatalogueEntry } from '../../src/catalogue';

describe('the virtual modules’ types', () => {
  it('are the declared ones, not any', () => {
    expectTypeOf<typeof loaders>().not.toBeAny();
    expectTypeOf<Awaited<ReturnType<(typeof loaders)[string]>>['default']>().toEqualTypeOf<CalculatorCore>();
    expectTypeOf<typeof pageLoaders>().not.toBeAny();
    expectTypeOf<typeof catalogue>().toEqualTypeOf<readonly CatalogueEntry[]>();
    expectTypeOf<typeof popular>().toEqualTypeOf<readonly CatalogueEntry[]>();
    expectTypeOf<(typeof measureIndex)['fields']>().toEqualTypeOf<MeasureTag[]>();
    expectTypeOf<(typeof planTemplates)[number]['slug']>().toEqualTypeOf<string>();
    expectTypeOf<typeof calculatorNames>().toEqualTypeOf<Readonly<Record<string, string>>>();
  });
});
