/** The plan templates (engine/plan/define.ts), in the order the directory lists them. */
import paidSearchFunnel from './paid-search-funnel';
import saasUnitEconomics from './saas-unit-economics';

export const plans = [paidSearchFunnel, saasUnitEconomics];
