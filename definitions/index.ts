/**
 * The registry: every calculator definition, keyed by the spec's camelCase
 * key. Adding a calculator means adding its file and one line here.
 */
import type { CalculatorDefinition } from '../engine';
import breakEvenPoint from './break-even-point';
import churnRate from './churn-rate';
import conversionRate from './conversion-rate';
import customerRetentionCost from './customer-retention-cost';
import revenueGrowthRate from './revenue-growth-rate';

/** Definitions in catalogue order (the home page features the first six). */
export const definitions: readonly CalculatorDefinition[] = [
  conversionRate,
  churnRate,
  breakEvenPoint,
  revenueGrowthRate,
  customerRetentionCost,
];

/** The footer's popular calculators, by key (spec: conversion rate, ROI, CPM, CTR, CLV, CAC). */
export const popularKeys: readonly string[] = ['conversionRate', 'roi', 'cpm', 'ctr', 'clv', 'cac'];

/** Definitions by registry key. */
export const registry: Readonly<Record<string, CalculatorDefinition>> = Object.fromEntries(definitions.map((d) => [d.key, d]));
