/** The embedded pages' paths (contract/embed.ts): what can be framed, and the full page each stands for (Copy link). */
import { describe, expect, it } from 'vitest';
import { EMBED_PLAN_PATH, calculatorPathOfEmbed, isEmbedPath } from '../../contract/embed';

describe('embedded paths', () => {
  it('are the embedded calculators and the embedded plan', () => {
    expect(['/embed/roi', '/EMBED/roi', EMBED_PLAN_PATH].map(isEmbedPath)).toEqual([true, true, true]);
    expect(['/calculators/roi', '/plan', '/embedded'].map(isEmbedPath)).toEqual([false, false, false]);
  });

  it('each stand for their full page: a calculator’s, or the plan page', () => {
    expect(calculatorPathOfEmbed('/embed/roi')).toBe('/calculators/roi');
    expect(calculatorPathOfEmbed('/embed/plan')).toBe('/plan');
    expect(calculatorPathOfEmbed('/Embed/Plan')).toBe('/plan');
    expect(calculatorPathOfEmbed('/about')).toBe('/about');
  });
});
