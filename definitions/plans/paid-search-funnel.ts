import { definePlan } from '../../engine';

/**
 * From the conversions wanted back to the clicks and impressions they take,
 * what those impressions cost at a $10 CPM, and the CPA and ROAS that gives.
 */
export default definePlan({
  key: 'paidSearchFunnel',
  slug: 'paid-search-funnel',
  title: 'Paid Search Funnel Plan',
  summary: 'From the conversions you want to the clicks and impressions it takes, what they cost, and the CPA and ROAS that gives.',
  steps: [
    { calculator: 'clicks-to-conversions', inputs: { conversionRate: '2.5', targetConversions: '50' } },
    { calculator: 'impressions-to-clicks', inputs: { ctr: '2' } },
    { calculator: 'cpa', inputs: { acquisitions: '50' } },
    { calculator: 'roas', inputs: { revenue: '2500' } },
  ],
  links: [
    { from: { step: 0, output: 'requiredClicks' }, to: { step: 1, field: 'targetClicks' } },
    { from: { step: 1, output: 'costAtCpm' }, to: { step: 2, field: 'marketingSpend' } },
    { from: { step: 1, output: 'costAtCpm' }, to: { step: 3, field: 'adSpend' } },
  ],
  goal: { input: { step: 1, field: 'ctr' }, output: { step: 3, output: 'roas' }, target: '4' },
  article: [
    {
      heading: 'Work back from the conversions you need',
      paragraphs: [
        'A paid search budget starts with a goal in conversions, not clicks. At a 2.5% conversion rate, 50 conversions take 2,000 clicks; at a 2% click-through rate, those clicks take 100,000 impressions. Each step of this plan is one of our calculators, and each result feeds the next, so changing the conversion rate changes every number after it.',
      ],
    },
    {
      heading: 'What the funnel costs, and what it returns',
      paragraphs: [
        'The impressions are priced at a $10 CPM, and that cost becomes the marketing spend of the CPA step and the ad spend of the ROAS step. Replace the CPM assumption with your own by unlinking the spend and typing your budget.',
        'Use “What would it take” to ask which click-through rate reaches a ROAS of 4: with the template’s numbers it is 3.2%, because a ROAS of 4 on $2,500 of revenue allows at most $625 of spend, or 62,500 impressions.',
      ],
    },
  ],
  examples: [
    {
      // 50 ÷ 2.5% = 2,000 clicks; ÷ 2% CTR = 100,000 impressions; at $10 CPM, $1,000; CPA $1,000 ÷ 50 = $20; ROAS $2,500 ÷ $1,000.
      name: 'the template as it opens',
      expect: {
        '0': { requiredClicks: '2,000' },
        '1': { requiredImpressions: '100,000', costAtCpm: '$1,000.00' },
        '2': { cpa: '$20.00' },
        '3': { roas: '2.50:1' },
      },
    },
    {
      // 2,000 clicks ÷ 4% = 50,000 impressions, $500 at $10 CPM: CPA $10, ROAS 5.
      name: 'a 4% CTR halves the impressions and their cost',
      inputs: { '1': { ctr: '4' } },
      expect: { '1': { requiredImpressions: '50,000', costAtCpm: '$500.00' }, '2': { cpa: '$10.00' }, '3': { roas: '5.00:1' } },
    },
    {
      // The goal: ROAS 4 needs a cost of at most $625, so at most 62,500 impressions: 200,000 ÷ CTR ≤ 62,500, CTR ≥ 3.2%.
      name: 'a 3.2% CTR reaches a ROAS of 4',
      inputs: { '1': { ctr: '3.2' } },
      expect: { '1': { requiredImpressions: '62,500', costAtCpm: '$625.00' }, '3': { roas: '4.00:1' } },
    },
  ],
});
