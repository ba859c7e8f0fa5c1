/**
 * The explorers' registry (engine/explorer-states.ts): each explorer reads
 * and writes its own slice of a page state, in the registry's order, so the
 * address keeps `solve=`, `target=`, `b.<field>=` and `chart=1` as links
 * already carry them, and retypes the figures it holds
 * (engine/explorer-figures.ts).
 */
import { describe, expect, it } from 'vitest';
import { explorerNames, readExplorers, retypeExplorerStates, writeExplorers, type ExplorerStates } from '../../../engine';
import { definitions } from '../../../definitions';

const mode = definitions.find((d) => d.slug === 'conversion-rate')!.calculator.modes[0]!;
const all: ExplorerStates = {
  chart: true,
  compare: { visitors: '1,000', conversions: '' },
  solve: { field: 'conversions', target: '2.5' },
};

describe('explorers', () => {
  it('are Solve for, Compare and the chart, in the order the address writes them', () => {
    expect(explorerNames).toEqual(['solve', 'compare', 'chart']);
  });

  it("write each open explorer's parameters under a namespace, and read them back", () => {
    const params = new URLSearchParams();
    writeExplorers(params, '2.', mode, all);
    expect(params.toString()).toBe('2.solve=conversions&2.target=2.5&2.b.visitors=1%2C000&2.chart=1');
    expect(readExplorers(params, '2.', mode)).toEqual({ ...all, compare: { visitors: '1000', conversions: '' } });
    expect(readExplorers(params, '', mode)).toEqual({});
  });

  it("retype the figures each slice holds (Solve for's target, scenario B's inputs) and leave closed ones out", () => {
    const figures = {
      figure: (text: string) => `${text}!`,
      inputs: (inputs: Record<string, string | undefined>) => ({ ...inputs, retyped: 'yes' }),
    };
    expect(retypeExplorerStates(all, figures)).toEqual({
      solve: { field: 'conversions', target: '2.5!' },
      compare: { visitors: '1,000', conversions: '', retyped: 'yes' },
      chart: true,
    });
    expect(retypeExplorerStates({ chart: true }, figures)).toEqual({ chart: true });
  });
});
