/**
 * The registry: every calculator definition, keyed by the spec's camelCase
 * key. Adding a calculator means adding its file and one line here.
 */
import type { CalculatorDefinition } from '../engine';
import aov from './aov';
import avgSessionDuration from './avg-session-duration';
import bounceRate from './bounce-rate';
import breakEvenPoint from './break-even-point';
import budgetPacing from './budget-pacing';
import cac from './cac';
import churnRate from './churn-rate';
import clicksToConversions from './clicks-to-conversions';
import clv from './clv';
import conversionRate from './conversion-rate';
import costPerEngagement from './cost-per-engagement';
import cpa from './cpa';
import cpc from './cpc';
import cpl from './cpl';
import cpm from './cpm';
import ctr from './ctr';
import customerRetentionCost from './customer-retention-cost';
import engagementRate from './engagement-rate';
import impressionsToClicks from './impressions-to-clicks';
import leadToConversionRate from './lead-to-conversion-rate';
import ltvCacRatio from './ltv-cac-ratio';
import marketingEfficiencyRatio from './marketing-efficiency-ratio';
import organicSearchTrafficGrowth from './organic-search-traffic-growth';
import paidTrafficShare from './paid-traffic-share';
import profitMargin from './profit-margin';
import retentionRate from './retention-rate';
import revenueGrowthRate from './revenue-growth-rate';
import roas from './roas';
import roi from './roi';
import videoCompletionRate from './video-completion-rate';

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
  aov,
  retentionRate,
  cpl,
  videoCompletionRate,
  bounceRate,
  costPerEngagement,
  avgSessionDuration,
  ltvCacRatio,
  clicksToConversions,
  organicSearchTrafficGrowth,
  impressionsToClicks,
  paidTrafficShare,
  leadToConversionRate,
  profitMargin,
  breakEvenPoint,
  budgetPacing,
  marketingEfficiencyRatio,
  revenueGrowthRate,
  customerRetentionCost,
];

/** The footer's popular calculators, by key (spec: conversion rate, ROI, CPM, CTR, CLV, CAC). */
export const popularKeys: readonly string[] = ['conversionRate', 'roi', 'cpm', 'ctr', 'clv', 'cac'];

/** Definitions by registry key. */
export const registry: Readonly<Record<string, CalculatorDefinition>> = Object.fromEntries(definitions.map((d) => [d.key, d]));
