/**
 * The registry: every calculator definition, keyed by the spec's camelCase
 * key. Adding a calculator means adding its file and one line here.
 */
import type { CalculatorDefinition } from '../engine';
import breakEvenPoint from './break-even-point';
import cac from './cac';
import churnRate from './churn-rate';
import clv from './clv';
import conversionRate from './conversion-rate';
import cpa from './cpa';
import cpc from './cpc';
import cpm from './cpm';
import ctr from './ctr';
import customerRetentionCost from './customer-retention-cost';
import engagementRate from './engagement-rate';
import revenueGrowthRate from './revenue-growth-rate';
import roas from './roas';
import roi from './roi';

/** Definitions in the spec's catalogue order (the home page features the first six). */
export const definitions: readonly CalculatorDefinition[] = [
  conversionRate,
  roi,
  cpm,
  ctr,
  engagementRate,
  clv,
  roas,
  cpc,
  cpa,
  cac,
  churnRate,
  breakEvenPoint,
  revenueGrowthRate,
  customerRetentionCost,
];

/** The footer's popular calculators, by key (spec: conversion rate, ROI, CPM, CTR, CLV, CAC). */
export const popularKeys: readonly string[] = ['conversionRate', 'roi', 'cpm', 'ctr', 'clv', 'cac'];

/** Definitions by registry key. */
export const registry: Readonly<Record<string, CalculatorDefinition>> = Object.fromEntries(definitions.map((d) => [d.key, d]));
