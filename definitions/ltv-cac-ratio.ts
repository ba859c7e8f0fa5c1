import { defineCalculator, money, nonNegative, positive } from '../engine';
import { skokSaasMetrics } from './shared/sources';

const badLtv = 'Please enter a valid Customer Lifetime Value (must be a positive number).';
const badCac = 'Please enter a valid Customer Acquisition Cost (must be a positive number greater than zero).';

const amount = { style: 'currency', decimals: 2 } as const;

// Spec: output label, caption and HTML minimums not shown; we label the result 'LTV:CAC Ratio', restate both inputs in dollars in its caption, and set no minimum (text is checked on Calculate).

/** LTV:CAC ratio = customer lifetime value ÷ customer acquisition cost, shown as x.xx:1 (spec more-calculators.md, sections 2, 5 and 9). */
export default defineCalculator({
  key: 'ltvCacRatio',
  slug: 'ltv-cac-ratio',
  title: 'LTV:CAC Ratio Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'Scale',
  seo: {
    metaTitle: 'LTV:CAC Ratio Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate your LTV:CAC ratio from customer lifetime value and acquisition cost, see whether your growth is sustainable and get tips to improve unit economics.',
    canonicalUrl: '/calculators/ltv-cac-ratio',
    h1: 'LTV:CAC Ratio Calculator',
    intro:
      'Compare what a customer is worth over their lifetime with what it costs to win them, and find out whether your acquisition spend is sustainable, healthy or holding back growth.',
    summary: 'Divide customer lifetime value by acquisition cost to check the health of your unit economics.',
  },
  related: ['clv', 'cac', 'churnRate'],
  calculator: {
    title: 'Calculate Your LTV:CAC Ratio',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          money('customerLifetimeValue', 'Customer Lifetime Value', {
            measure: 'clv',
            placeholder: 'e.g. 1800',
            helperText: 'Average gross profit (or revenue) a customer brings in over the whole relationship.',
          }),
          money('customerAcquisitionCost', 'Customer Acquisition Cost', {
            measure: 'cac',
            placeholder: 'e.g. 450',
            helperText: 'Total sales and marketing spend divided by the number of new customers it won.',
          }),
        ],
        rules: [nonNegative('customerLifetimeValue', badLtv), positive('customerAcquisitionCost', badCac)],
        outputs: [
          // Both inputs as dollars, for the caption.
          { id: 'lifetimeValueShown', label: 'Customer Lifetime Value', expr: 'customerLifetimeValue', format: amount, hidden: true },
          { id: 'acquisitionCostShown', label: 'Customer Acquisition Cost', expr: 'customerAcquisitionCost', format: amount, hidden: true },
          {
            id: 'ltvCacRatio',
            measure: 'ltvCacRatio',
            label: 'LTV:CAC Ratio',
            expr: 'customerLifetimeValue / customerAcquisitionCost',
            format: { style: 'ratio', decimals: 2 },
            tone: [{ tone: 'error' }, { from: 1, tone: 'warning' }, { from: 3, tone: 'success' }],
            caption: '{lifetimeValueShown} lifetime value for {acquisitionCostShown} spent to acquire each customer',
          },
        ],
        bands: {
          of: 'ltvCacRatio',
          better: 'higher',
          steps: [
            {
              label: 'Unsustainable',
              tone: 'error',
              text: 'You spend more to acquire a customer than that customer is worth, so every new customer loses money. Fix this before scaling: cut spend on the least efficient channels and work on retention and pricing to raise lifetime value.',
            },
            {
              from: 1,
              label: 'Room for Improvement',
              tone: 'warning',
              text: 'Customers are worth more than they cost to acquire, but the margin is thin once overheads, servicing costs and the time to recover acquisition spend are counted. Aim for at least 3:1 by lowering acquisition cost, raising lifetime value, or both.',
            },
            {
              from: 3,
              label: 'Healthy',
              tone: 'success',
              text: 'Your ratio is healthy: each customer is worth at least three times what it costs to win them, the level most often cited as the target. You can invest in growth with confidence, while watching that the ratio holds as you scale.',
            },
            {
              from: 5,
              label: 'Excellent',
              tone: 'success',
              text: 'Your ratio is excellent, at 5:1 or more. That is very efficient, but it can also mean you are under-investing in growth: competitors may be winning customers you could afford to acquire. Consider increasing acquisition spend while keeping the ratio at 3:1 or better.',
            },
          ],
        },
        tips: {
          of: 'ltvCacRatio',
          steps: [
            {
              title: 'How to improve your LTV:CAC ratio',
              items: [
                'Find your most expensive acquisition channels by CAC and move budget to the ones that bring customers in more cheaply.',
                'Improve landing page and checkout conversion rates, so the same ad spend wins more customers.',
                'Tighten ad targeting and exclude audiences that click but rarely buy.',
                'Reduce churn with better onboarding: customers who reach their first success early stay longer.',
                'Raise average order value or contract size with bundles, upsells and premium tiers.',
                'Review pricing: a modest price increase often lifts lifetime value more than it reduces conversions.',
                'Launch a referral program, since referred customers usually cost less to acquire and stay longer.',
                'Invest in content and SEO, which lower acquisition cost over time compared with paid channels alone.',
              ],
            },
            {
              from: 3,
              title: 'How to grow while keeping your ratio healthy',
              items: [
                'Increase acquisition spend in steps and recalculate the ratio after each one, since CAC usually rises as you scale a channel.',
                'Test one new acquisition channel at a time to find more customers before your best channels saturate.',
                'Track CAC payback period as well: recovering acquisition cost within about 12 months keeps cash flow healthy.',
                'Calculate the ratio by channel and customer segment, because a healthy average can hide unprofitable pockets.',
                'Grow revenue from existing customers through upsells, cross-sells and account expansion.',
                'Keep investing in retention, so lifetime value holds up as newer, less engaged customers join.',
                'Use gross-margin-based lifetime value rather than revenue, so the ratio reflects real profit.',
                'Turn satisfied customers into reviews, case studies and referrals that lower future acquisition cost.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is the LTV:CAC ratio?' },
      {
        type: 'paragraph',
        text: 'The LTV:CAC ratio compares customer lifetime value (LTV), what an average customer brings in over the whole relationship, with customer acquisition cost (CAC), what you spend on sales and marketing to win one new customer. A ratio of 3:1 means each customer is worth three times what it cost to acquire them. It is one of the clearest tests of whether a business can grow profitably by spending on acquisition.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter your customer lifetime value in dollars. Ideally use gross profit per customer over their lifetime, not revenue alone.',
          'Enter your customer acquisition cost: total sales and marketing spend for a period divided by the new customers won in that period.',
          'Press Calculate to see your ratio, what it means and how to improve it.',
        ],
      },
      {
        type: 'table',
        caption: 'How this calculator rates your LTV:CAC ratio',
        illustrative: true,
        columns: ['LTV:CAC ratio', 'Rating'],
        rows: [
          ['Below 1:1', 'Unsustainable'],
          ['1:1 to below 3:1', 'Room for Improvement'],
          ['3:1 to below 5:1', 'Healthy'],
          ['5:1 and above', 'Excellent (possibly under-investing in growth)'],
        ],
      },
      { type: 'heading', text: 'LTV:CAC benchmarks' },
      {
        type: 'paragraph',
        source: 'skokSaasMetrics',
        text: 'The most widely cited target comes from venture capitalist David Skok’s SaaS metrics guidance: lifetime value should be more than three times acquisition cost, and you should recover acquisition cost within about 12 months. The 3:1 rule of thumb is now used well beyond SaaS. Below 1:1 you lose money on each customer. This calculator rates 5:1 or more as excellent, but a ratio that high can also mean you could grow faster by spending more on acquisition. The right target also depends on your margins, cash position and how reliable your lifetime value estimate is.',
      },
      { type: 'heading', text: 'Why the LTV:CAC ratio matters' },
      {
        type: 'paragraph',
        text: 'Growth that costs more than it earns only speeds up losses. The ratio tells you how much you can afford to spend to win a customer, which channels deserve more budget and when to scale. Investors look at it too, because it shows whether a company’s growth is efficient or bought at any price.',
      },
      { type: 'heading', text: 'How to improve your LTV:CAC ratio' },
      {
        type: 'paragraph',
        text: 'There are two levers. Raise lifetime value by keeping customers longer (onboarding, support, engagement), increasing what they spend (upsells, pricing, bundles) and protecting margin. Lower acquisition cost by improving conversion rates, moving budget to efficient channels, tightening targeting and building referral and organic channels. Calculate the ratio by channel and segment to see where each lever matters most.',
      },
    ],
    formula: {
      formula: 'LTV:CAC Ratio = Customer Lifetime Value ÷ Customer Acquisition Cost',
      description: 'Divide the lifetime value of an average customer by the cost of acquiring one. The result is shown as a ratio to 1.',
      example: {
        calculation: '$1,800 ÷ $450',
        result: '4.00:1',
        explanation:
          'A subscription business whose customers are worth $1,800 in lifetime gross profit and cost $450 each to acquire has an LTV:CAC ratio of 4.00:1, in the Healthy band: every dollar of acquisition spend returns four dollars of lifetime value.',
        check: { inputs: { customerLifetimeValue: '1800', customerAcquisitionCost: '450' }, output: 'ltvCacRatio', band: 'Healthy' },
      },
    },
    faq: [
      {
        question: 'What is a good LTV:CAC ratio?',
        answer:
          'About 3:1 is the most commonly cited target: each customer is worth three times what it cost to acquire them. Below 1:1 you lose money on every customer, and 5:1 or more can mean you could grow faster by spending more on acquisition.',
        source: 'skokSaasMetrics',
      },
      {
        question: 'Can an LTV:CAC ratio be too high?',
        answer:
          'Yes. A very high ratio is efficient, but it can mean you are spending too little on marketing and sales and leaving customers to competitors. If your ratio is above 5:1, test higher acquisition budgets and see whether you can grow faster while staying above 3:1.',
      },
      {
        question: 'Should lifetime value use revenue or profit?',
        answer:
          'Profit is better. Lifetime value based on gross profit (revenue minus the cost of serving the customer) shows what is really available to pay for acquisition. A revenue-based ratio looks better than it is, especially for low-margin businesses.',
      },
      {
        question: 'What costs belong in customer acquisition cost?',
        answer:
          'Include all sales and marketing costs for the period: ad spend, agency and tool fees, content production and the salaries of the people doing the work. Divide by the number of new customers won in the same period. Leaving out people costs makes the ratio look better than it is.',
      },
      {
        question: 'How often should I calculate the LTV:CAC ratio?',
        answer:
          'Monthly or quarterly is typical, and also whenever you change pricing or start spending on a new channel. Calculating it by channel and customer segment is more useful than a single company-wide figure, because a good average can hide channels that lose money.',
      },
    ],
  },
  sources: [
    // Checked 2026-11-24: the guide itself is not stored here. A stored echai.ventures page gives its title, author and site
    // with its targets (LTV at least 3x CAC, CAC recovered within 12 months); a stored codex.iamkesava.com page quotes the
    // same two targets from it; many public repositories cite this URL; a stored bokardo.com post on it is dated January 19, 2013.
    skokSaasMetrics,
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank lifetime value', inputs: { customerLifetimeValue: '', customerAcquisitionCost: '450' }, expect: { message: badLtv } },
    {
      name: 'text as lifetime value',
      inputs: { customerLifetimeValue: 'abc', customerAcquisitionCost: '450' },
      expect: { message: badLtv },
    },
    {
      name: 'negative lifetime value',
      inputs: { customerLifetimeValue: '-1', customerAcquisitionCost: '450' },
      expect: { message: badLtv },
    },
    {
      name: 'both blank shows the first rule',
      inputs: { customerLifetimeValue: '', customerAcquisitionCost: '' },
      expect: { message: badLtv },
    },
    { name: 'blank acquisition cost', inputs: { customerLifetimeValue: '1800', customerAcquisitionCost: '' }, expect: { message: badCac } },
    { name: 'zero acquisition cost', inputs: { customerLifetimeValue: '1800', customerAcquisitionCost: '0' }, expect: { message: badCac } },
    {
      name: 'negative acquisition cost',
      inputs: { customerLifetimeValue: '1800', customerAcquisitionCost: '-450' },
      expect: { message: badCac },
    },
    {
      name: 'text as acquisition cost',
      inputs: { customerLifetimeValue: '1800', customerAcquisitionCost: '45o' },
      expect: { message: badCac },
    },
    {
      name: 'zero lifetime value is allowed',
      inputs: { customerLifetimeValue: '0', customerAcquisitionCost: '100' },
      expect: { outputs: { ltvCacRatio: '0.00:1' }, band: 'Unsustainable' },
    },
    {
      name: 'unsustainable just below 1:1',
      inputs: { customerLifetimeValue: '99', customerAcquisitionCost: '100' },
      expect: { outputs: { ltvCacRatio: '0.99:1' }, band: 'Unsustainable' },
    },
    {
      name: 'room for improvement at its lower edge',
      inputs: { customerLifetimeValue: '100', customerAcquisitionCost: '100' },
      expect: {
        outputs: { ltvCacRatio: '1.00:1' },
        band: 'Room for Improvement',
        captions: { ltvCacRatio: '$100.00 lifetime value for $100.00 spent to acquire each customer' },
      },
    },
    {
      name: 'room for improvement just below 3:1',
      inputs: { customerLifetimeValue: '299', customerAcquisitionCost: '100' },
      expect: { outputs: { ltvCacRatio: '2.99:1' }, band: 'Room for Improvement' },
    },
    {
      name: 'healthy at its lower edge',
      inputs: { customerLifetimeValue: '300', customerAcquisitionCost: '100' },
      expect: { outputs: { ltvCacRatio: '3.00:1' }, band: 'Healthy' },
    },
    {
      name: 'a ratio that rounds up to 3.00:1 is rated as shown',
      inputs: { customerLifetimeValue: '2996', customerAcquisitionCost: '1000' },
      expect: { outputs: { ltvCacRatio: '3.00:1' }, band: 'Healthy' },
    },
    {
      name: 'worked example',
      inputs: { customerLifetimeValue: '1800', customerAcquisitionCost: '450' },
      expect: {
        outputs: { ltvCacRatio: '4.00:1' },
        band: 'Healthy',
        labels: { ltvCacRatio: 'LTV:CAC Ratio' },
        captions: { ltvCacRatio: '$1,800.00 lifetime value for $450.00 spent to acquire each customer' },
        hidden: ['lifetimeValueShown', 'acquisitionCostShown'],
      },
    },
    {
      name: 'healthy just below 5:1',
      inputs: { customerLifetimeValue: '499', customerAcquisitionCost: '100' },
      expect: { outputs: { ltvCacRatio: '4.99:1' }, band: 'Healthy' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { customerLifetimeValue: '500', customerAcquisitionCost: '100' },
      expect: { outputs: { ltvCacRatio: '5.00:1' }, band: 'Excellent' },
    },
    {
      name: 'decimal amounts',
      inputs: { customerLifetimeValue: '1234.56', customerAcquisitionCost: '321.5' },
      expect: {
        outputs: { ltvCacRatio: '3.84:1' },
        band: 'Healthy',
        captions: { ltvCacRatio: '$1,234.56 lifetime value for $321.50 spent to acquire each customer' },
      },
    },
    {
      name: 'dollar signs and thousands separators pasted in',
      inputs: { customerLifetimeValue: '$1,500', customerAcquisitionCost: ' $250 ' },
      expect: { outputs: { ltvCacRatio: '6.00:1' }, band: 'Excellent' },
    },
    {
      name: 'very large ratio',
      inputs: { customerLifetimeValue: '10000', customerAcquisitionCost: '1' },
      expect: { outputs: { ltvCacRatio: '10,000.00:1' }, band: 'Excellent' },
    },
    {
      name: 'typical ratio below target',
      inputs: { customerLifetimeValue: '600', customerAcquisitionCost: '400' },
      expect: { outputs: { ltvCacRatio: '1.50:1' }, band: 'Room for Improvement' },
    },
  ],
});
