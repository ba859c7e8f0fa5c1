/**
 * Hand-written JavaScript for each calculator's headline number, from the
 * same input texts: the floor an engine-driven calculation is measured
 * against in `npm run bench`. Each reads the first value output of the
 * default mode, as the definition's formula says.
 */
type Inputs = Record<string, string>;
const n = (text: string | undefined) => Number((text ?? '').replace(/[$,%\s]/g, '')) || 0;

export const baselines: Record<string, (i: Inputs) => number> = {
  conversionRate: (i) => (n(i.conversions) / n(i.visitors)) * 100,
  roi: (i) => n(i.returns) - n(i.investment),
  cpm: (i) => (n(i.adCost) / n(i.impressions)) * 1000,
  ctr: (i) => (n(i.clicks) / n(i.impressions)) * 100,
  engagementRate: (i) => (n(i.engagements) / n(i.followers)) * 100,
  clv: (i) => n(i.averagePurchaseValue) * n(i.purchaseFrequency),
  roas: (i) => n(i.revenue) / n(i.adSpend),
  cpc: (i) => n(i.adSpend) / n(i.clicks),
  cpa: (i) => n(i.marketingSpend) / n(i.acquisitions),
  cac: (i) => n(i.marketingCosts) + n(i.salesCosts),
  churnRate: (i) => (n(i.churnedCustomers) / n(i.startingCustomers)) * 100,
  aov: (i) => n(i.totalRevenue) / n(i.numberOrders),
  retentionRate: (i) => ((n(i.endingCustomers) - n(i.newCustomers)) / n(i.startingCustomers)) * 100,
  cpl: (i) => n(i.marketingSpend) / n(i.leadsGenerated),
  videoCompletionRate: (i) => (n(i.completedViews) / n(i.videoViews)) * 100,
  bounceRate: (i) => (n(i.singlePageVisits) / n(i.totalVisits)) * 100,
  costPerEngagement: (i) => n(i.campaignCost) / n(i.totalEngagements),
  avgSessionDuration: (i) => n(i.totalDuration) / n(i.totalSessions),
  ltvCacRatio: (i) => n(i.customerLifetimeValue),
  clicksToConversions: (i) => (n(i.targetConversions) / n(i.conversionRate)) * 100,
  organicSearchTrafficGrowth: (i) => n(i.currentTraffic) - n(i.initialTraffic),
  impressionsToClicks: (i) => (n(i.targetClicks) / n(i.ctr)) * 100,
  paidTrafficShare: (i) => (n(i.paidSessions) / n(i.totalSessions)) * 100,
  leadToConversionRate: (i) => (n(i.conversions) / n(i.totalLeads)) * 100,
  profitMargin: (i) => ((n(i.revenue) - n(i.costs)) / n(i.revenue)) * 100,
  breakEvenPoint: (i) => n(i.fixedCosts) / (n(i.unitPrice) - n(i.unitVariableCost)),
  budgetPacing: (i) => (n(i.currentSpend) / n(i.totalBudget)) * 100,
  marketingEfficiencyRatio: (i) => n(i.totalRevenue) / n(i.marketingSpend),
  revenueGrowthRate: (i) => ((n(i.currentRevenue) - n(i.previousRevenue)) / n(i.previousRevenue)) * 100,
  customerRetentionCost: (i) => n(i.retentionBudget) / n(i.activeCustomers),
};
