/** The plan templates (engine/plan/define.ts), in the order the directory lists them. */
import ecommerceRevenue from './ecommerce-revenue';
import leadGeneration from './lead-generation';
import paidSearchFunnel from './paid-search-funnel';
import saasUnitEconomics from './saas-unit-economics';

export const plans = [paidSearchFunnel, ecommerceRevenue, leadGeneration, saasUnitEconomics];
