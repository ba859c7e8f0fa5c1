import { definePlan } from '../../engine';

/**
 * From the leads a campaign needs to the clicks and spend they take, the
 * cost per lead, how many leads become customers, and what each customer
 * costs once sales costs are added.
 */
export default definePlan({
  key: 'leadGeneration',
  slug: 'lead-generation',
  title: 'Lead Generation Plan',
  summary:
    'From the leads you want to the clicks and spend they take, your cost per lead, how many become customers, and your cost per customer.',
  steps: [
    { calculator: 'clicks-to-conversions', inputs: { conversionRate: '5', targetConversions: '200' } },
    { calculator: 'cpl', inputs: { leadsGenerated: '200' } },
    { calculator: 'lead-to-conversion-rate', inputs: { totalLeads: '200', conversions: '20' } },
    { calculator: 'cac', inputs: { salesCosts: '4000', newCustomers: '20' } },
  ],
  links: [
    { from: { step: 0, output: 'estimatedCost' }, to: { step: 1, field: 'marketingSpend' } },
    { from: { step: 0, output: 'estimatedCost' }, to: { step: 3, field: 'marketingCosts' } },
  ],
  article: [
    {
      heading: 'The clicks behind your leads',
      paragraphs: [
        'If 5% of the people who click your ad leave their details, 200 leads take 4,000 clicks, or $6,000 at $1.50 a click. That spend is your cost per lead’s numerator: $30 a lead.',
      ],
    },
    {
      heading: 'From leads to customers, and what each one costs',
      paragraphs: [
        'Not every lead buys. If 20 of the 200 become customers, the lead-to-conversion rate is 10%, and the customer acquisition cost adds the sales team’s $4,000 to the $6,000 of ads: $10,000 for 20 customers, $500 each.',
        'Change the click-to-lead rate in the first step and the spend, the cost per lead and the cost per customer follow. Keep the lead counts in the later steps in line with the first step’s target when you change it.',
      ],
    },
  ],
  examples: [
    {
      // 200 ÷ 5% = 4,000 clicks × $1.50 = $6,000; CPL $6,000 ÷ 200 = $30; 20 ÷ 200 = 10%; CAC ($6,000 + $4,000) ÷ 20 = $500.
      name: 'the template as it opens',
      expect: {
        '0': { requiredClicks: '4,000', estimatedCost: '$6,000.00' },
        '1': { cpl: '$30.00' },
        '2': { conversionRate: '10.00%' },
        '3': { cac: '$500.00' },
      },
    },
    {
      // 200 ÷ 8% = 2,500 clicks × $1.50 = $3,750; CPL $3,750 ÷ 200 = $18.75; CAC ($3,750 + $4,000) ÷ 20 = $387.50.
      name: 'an 8% click-to-lead rate lowers every cost after it',
      inputs: { '0': { conversionRate: '8' } },
      expect: { '0': { requiredClicks: '2,500', estimatedCost: '$3,750.00' }, '1': { cpl: '$18.75' }, '3': { cac: '$387.50' } },
    },
  ],
});
