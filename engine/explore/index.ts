/**
 * Exploring a result (DESIGN.md "Exploring a result"): band direction, goal
 * seek, what it takes to reach the next band, solve for, the band scale.
 * Pure functions of a compiled definition and raw inputs; pages load them
 * with the result's extras, not on first paint.
 */
export { betterOf, directionFromTones, type Better } from './direction';
export { seekField, probeOf, outputWith, type Goal, type Reach, type Probe } from './goal-seek';
export { bandPosition, displayStep, type BandPosition } from './next-band';
export { whatItTakes, listOf, type WhatItTakes, type FieldAnswer } from './what-it-takes';
export { bandScale, bandScaleOf, bandOf, type BandScale, type ScaleSegment } from './band-scale';
export { compactValue } from '../compact-value';
export { solveFor, headlineOutput, solvableFields, typedText, type SolveResult } from './solve-for';
export { termOf, fieldPhrase, fieldValueText, singularOf } from './terms';
export { compareRows, differenceText, type CompareRow } from './compare';
export { sensitivity, type Sensitivity, type SensitivityPoint, type SensitivityBand, type SensitivityOptions } from './sensitivity';
export { bandsIn } from '../money-ratings';
