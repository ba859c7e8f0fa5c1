import { describe, expect, it } from 'vitest';
import { themeStep, type ThemeMode } from '../../../src/frame/theme-cycle';

describe('themeStep', () => {
  it.each<[ThemeMode, 'light' | 'dark', ThemeMode, string]>([
    ['system', 'light', 'dark', 'Switch to dark theme'],
    ['dark', 'light', 'light', 'Switch to light theme'],
    ['light', 'light', 'system', 'Follow the system theme'],
    ['system', 'dark', 'light', 'Switch to light theme'],
    ['light', 'dark', 'dark', 'Switch to dark theme'],
    ['dark', 'dark', 'system', 'Follow the system theme'],
  ])('from %s on a %s system goes to %s ("%s")', (mode, system, next, label) => {
    expect(themeStep(mode, system)).toEqual({ next, label });
  });

  it('comes back to following the system within three presses, from any mode', () => {
    for (const system of ['light', 'dark'] as const) {
      for (const start of ['light', 'dark', 'system'] as const) {
        const seen = [start];
        for (let press = 0; press < 3; press += 1) seen.push(themeStep(seen.at(-1)!, system).next);
        expect(seen).toContain('system');
        expect(new Set(seen)).toEqual(new Set(['light', 'dark', 'system']));
      }
    }
  });
});
