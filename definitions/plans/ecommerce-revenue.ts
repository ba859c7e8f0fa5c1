import { definePlan } from '../../engine';

/**
 * From a shop's visitors and orders to its conversion rate, the clicks and
 * ad spend that many orders take at that rate, and the ROI of that spend on
 * the orders' revenue.
 */
export default definePlan({
  key: 'ecommerceRevenue',
  slug: 'ecommerce-revenue',
  title: 'E-commerce Revenue Plan',
  summary:
    'From your visitors and orders to your conversion rate, the clicks and ad spend the orders you want take, and the ROI on their revenue.',
  steps: [
    { calculator: 'conversion-rate', inputs: { visitors: '40000', conversions: '1000' } },
    { calculator: 'clicks-to-conversions', inputs: { targetConversions: '1200' } },
    { calculator: 'roi', inputs: { returns: '96000' } },
  ],
  links: [
    { from: { step: 0, output: 'conversionRate' }, to: { step: 1, field: 'conversionRate' } },
    { from: { step: 1, output: 'estimatedCost' }, to: { step: 2, field: 'investment' } },
  ],
  article: [
    {
      heading: 'From visitors to orders',
      paragraphs: [
        'Your shop’s conversion rate is the share of visitors who order: 1,000 orders from 40,000 visitors is 2.5%. At that rate, 1,200 orders next month take 48,000 paid clicks, which at $1.50 a click cost $72,000.',
      ],
    },
    {
      heading: 'Is the ad spend worth it?',
      paragraphs: [
        'The ROI step sets that spend against the orders’ revenue. With an average order of $80, 1,200 orders bring $96,000: a net return of $24,000, an ROI of 33.33%. Raise the conversion rate in the first step and every later number moves: at 3%, the same orders take 40,000 clicks and the ROI is 60%.',
        'The plan counts ad spend only. Unlink the investment and add your product and shipping costs to see the return on everything the orders cost.',
      ],
    },
  ],
  examples: [
    {
      // 1,000 ÷ 40,000 = 2.5%; 1,200 ÷ 2.5% = 48,000 clicks × $1.50 = $72,000; ROI ($96,000 − $72,000) ÷ $72,000 = 33.33%.
      name: 'the template as it opens',
      expect: {
        '0': { conversionRate: '2.50%' },
        '1': { requiredClicks: '48,000', estimatedCost: '$72,000.00' },
        '2': { roi: '33.33%' },
      },
    },
    {
      // 1,200 ÷ 40,000 = 3%; 1,200 ÷ 3% = 40,000 clicks × $1.50 = $60,000; ROI ($96,000 − $60,000) ÷ $60,000 = 60%.
      name: 'a 3% conversion rate cuts the clicks and raises the ROI',
      inputs: { '0': { conversions: '1200' } },
      expect: { '0': { conversionRate: '3.00%' }, '1': { requiredClicks: '40,000', estimatedCost: '$60,000.00' }, '2': { roi: '60.00%' } },
    },
  ],
});
