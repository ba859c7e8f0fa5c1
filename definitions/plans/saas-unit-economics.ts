import { definePlan } from '../../engine';

/**
 * A subscription business's unit economics: what a customer costs to win
 * (CAC), what they are worth (CLV), the ratio of the two, and the churn that
 * shortens their lifetime.
 */
export default definePlan({
  key: 'saasUnitEconomics',
  slug: 'saas-unit-economics',
  title: 'SaaS Unit Economics Plan',
  summary: 'What a customer costs to win and is worth over their lifetime, the LTV:CAC ratio of the two, and your churn.',
  steps: [
    { calculator: 'cac', inputs: { marketingCosts: '30000', salesCosts: '20000', newCustomers: '100' } },
    { calculator: 'clv', inputs: { averagePurchaseValue: '100', purchaseFrequency: '12', customerLifespan: '2' } },
    { calculator: 'ltv-cac-ratio' },
    { calculator: 'churn-rate', inputs: { startingCustomers: '1000', churnedCustomers: '40', timePeriod: 'Month' } },
  ],
  links: [
    { from: { step: 0, output: 'cac' }, to: { step: 2, field: 'customerAcquisitionCost' } },
    { from: { step: 1, output: 'clv' }, to: { step: 2, field: 'customerLifetimeValue' } },
  ],
  goal: { input: { step: 0, field: 'newCustomers' }, output: { step: 2, output: 'ltvCacRatio' }, target: '5' },
  article: [
    {
      heading: 'The four numbers of a subscription business',
      paragraphs: [
        'What a customer costs to win (CAC), what they are worth over their lifetime (CLV), the ratio of the two, and how quickly customers leave (churn) decide whether growth pays. This plan puts them side by side: CAC and CLV feed the LTV:CAC ratio, so a change in either shows at once.',
      ],
    },
    {
      heading: 'Reading the ratio',
      paragraphs: [
        'An LTV:CAC ratio around 3:1 is the usual benchmark; well above it can mean you are under-investing in growth, below it that customers cost more than they return. Churn shortens the lifetime behind CLV, so check the churn step whenever the ratio looks too good.',
        'Use “What would it take” to find, for example, how many new customers the same acquisition spend must win to reach a ratio of 5.',
      ],
    },
  ],
  examples: [
    {
      // CAC ($30,000 + $20,000) ÷ 100 = $500; CLV $100 × 12 × 2 = $2,400; 2,400 ÷ 500 = 4.80:1; churn 40 ÷ 1,000 = 4%,
      // over a year 1 − 0.96¹² = 38.73%.
      name: 'the template as it opens',
      expect: {
        '0': { cac: '$500.00' },
        '1': { clv: '$2,400.00' },
        '2': { ltvCacRatio: '4.80:1' },
        '3': { churnRate: '4.00%', projectedAnnualChurn: '38.73%' },
      },
    },
    {
      // The goal: 5:1 needs a CAC of at most $480, so $50,000 ÷ customers ≤ 480: at least 104.2, so 105 customers
      // ($476.19, 5.04:1); 104 give $480.77 and 4.99:1.
      name: '105 new customers reach an LTV:CAC of 5',
      inputs: { '0': { newCustomers: '105' } },
      expect: { '0': { cac: '$476.19' }, '2': { ltvCacRatio: '5.04:1' } },
    },
  ],
});
