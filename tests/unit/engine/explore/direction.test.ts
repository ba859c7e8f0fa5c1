/**
 * Band direction: which way is better, read from the tones (error < warning
 * < info < success; primary is not ranked) or stated, and which band is next
 * and best.
 */
import { describe, expect, it } from 'vitest';
import { definitions, registry } from '../../../../definitions';
import type { Tone } from '../../../../engine/definition';
import { bestBand, betterOf, directionFromTones, nextBetterBand, type BandsLike } from '../../../../engine/explore/direction';

const bandsOf = (key: string, modeId?: string): BandsLike => {
  const modes = registry[key]!.calculator.modes;
  return (modes.find((m) => m.id === modeId) ?? modes[0]).bands!;
};

describe('directionFromTones', () => {
  it.each<[string, Tone[], ReturnType<typeof directionFromTones>]>([
    ['rising (conversion rate)', ['error', 'warning', 'success', 'success'], 'higher'],
    ['rising through info (ROAS)', ['error', 'warning', 'info', 'success', 'success'], 'higher'],
    ['falling (CPM)', ['success', 'success', 'info', 'warning', 'error'], 'lower'],
    ['two-sided (budget pacing)', ['error', 'warning', 'success', 'warning', 'error'], 'middle'],
    ['two-sided, falling unevenly (paid traffic share)', ['info', 'success', 'info', 'warning', 'error'], 'middle'],
    ['primary ignored (CTR: Exceptional is primary)', ['error', 'warning', 'success', 'success', 'primary'], 'higher'],
    ['primary ignored on a falling scale', ['primary', 'success', 'warning', 'error'], 'lower'],
    ['all the same tone', ['info', 'info', 'info'], undefined],
    ['one band', ['success'], undefined],
    ['only primary bands', ['primary', 'primary'], undefined],
    ['rising twice, one peak', ['error', 'warning', 'error', 'success'], undefined],
    ['rising twice, two peaks', ['error', 'success', 'warning', 'success'], undefined],
    ['two peaks of the best tone', ['warning', 'success', 'warning', 'success', 'warning'], undefined],
    ['a flat top of two best bands', ['error', 'success', 'success', 'error'], undefined],
    ['falling then rising', ['success', 'error', 'success'], undefined],
  ])('%s', (_, tones, expected) => {
    expect(directionFromTones(tones)).toBe(expected);
  });
});

describe('betterOf', () => {
  it('takes the stated direction over the tones', () => {
    const steps = [
      { tone: 'error' as const, label: 'A' },
      { tone: 'success' as const, from: 1, label: 'B' },
    ];
    expect(betterOf({ steps })).toBe('higher');
    expect(betterOf({ better: 'lower', steps })).toBe('lower');
  });

  it('every banded definition states the direction its tones show', () => {
    for (const definition of definitions) {
      for (const mode of definition.calculator.modes.filter((m) => m.bands)) {
        const { better, steps } = mode.bands!;
        expect(better, `${definition.key}/${mode.id}`).toBeDefined();
        expect(directionFromTones(steps.map((s) => s.tone)), `${definition.key}/${mode.id}`).toBe(better);
      }
    }
  });
});

describe('bestBand', () => {
  it('is the last band when higher is better: conversion rate’s Excellent (3)', () => {
    expect(bestBand(bandsOf('conversionRate'), 'higher')).toBe(3);
  });

  it('is the last band even when it is primary: CTR’s Exceptional (4)', () => {
    expect(bestBand(bandsOf('ctr'), 'higher')).toBe(4);
  });

  it('is the first band when lower is better: CPC’s Very Low (0)', () => {
    expect(bestBand(bandsOf('cpc'), 'lower')).toBe(0);
  });

  it('is the best-toned band in the middle: budget pacing’s On Track (2), paid traffic’s Healthy (1)', () => {
    expect(bestBand(bandsOf('budgetPacing'), 'middle')).toBe(2);
    expect(bestBand(bandsOf('paidTrafficShare'), 'middle')).toBe(1);
  });
});

describe('nextBetterBand', () => {
  it('steps up when higher is better: Fair (1) → Good (2), Good → Excellent (3), none from Excellent', () => {
    const bands = bandsOf('conversionRate');
    expect(nextBetterBand(bands, 'higher', 0)).toBe(1);
    expect(nextBetterBand(bands, 'higher', 1)).toBe(2);
    expect(nextBetterBand(bands, 'higher', 2)).toBe(3);
    expect(nextBetterBand(bands, 'higher', 3)).toBeUndefined();
  });

  it('steps down when lower is better: CPC Moderate (2) → Good (1) → Very Low (0), none from Very Low', () => {
    const bands = bandsOf('cpc');
    expect(nextBetterBand(bands, 'lower', 4)).toBe(3);
    expect(nextBetterBand(bands, 'lower', 2)).toBe(1);
    expect(nextBetterBand(bands, 'lower', 1)).toBe(0);
    expect(nextBetterBand(bands, 'lower', 0)).toBeUndefined();
  });

  it('steps toward the best band from either side in the middle: budget pacing reaches On Track (2)', () => {
    const bands = bandsOf('budgetPacing');
    expect(nextBetterBand(bands, 'middle', 0)).toBe(1);
    expect(nextBetterBand(bands, 'middle', 1)).toBe(2);
    expect(nextBetterBand(bands, 'middle', 4)).toBe(3);
    expect(nextBetterBand(bands, 'middle', 3)).toBe(2);
    expect(nextBetterBand(bands, 'middle', 2)).toBeUndefined();
  });
});
