import { defineCalculator, money, nonNegative, positive } from '../engine';

const badRevenue = 'Please enter a valid revenue amount (must be a non-negative number).';
const badSpend = 'Please enter a valid marketing spend amount (must be a positive number).';

// Spec: the MER registry key is not shown; we use 'marketingEfficiencyRatio', matching the slug and the other camelCase keys.
// Spec: MER's display is only called a "ratio"; we show it like LTV:CAC as 'x.xx:1' (format 'ratio', 2 decimals) rather than '4.00x'.
// Spec: output label, caption and HTML minimums not shown; we label the result 'Marketing Efficiency Ratio (MER)', add a caption with revenue per $1 of spend, and set no minimum.

/** MER = total revenue ÷ marketing spend (spec more-calculators.md, sections 2, 3, 5 and 9). */
export default defineCalculator({
  key: 'marketingEfficiencyRatio',
  slug: 'marketing-efficiency-ratio',
  title: 'Marketing Efficiency Ratio (MER) Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'BarChart',
  seo: {
    metaTitle: 'Marketing Efficiency Ratio (MER) Calculator | Free Tool',
    metaDescription:
      'Calculate your marketing efficiency ratio (MER) from total revenue and marketing spend, compare it with industry ranges and get tips to make every dollar work.',
    canonicalUrl: '/calculators/marketing-efficiency-ratio',
    h1: 'Marketing Efficiency Ratio (MER) Calculator',
    intro:
      'See how much total revenue your business brings in for every dollar of marketing spend, how that compares with rough ranges for your industry, and what to do next.',
    summary: 'Divide total revenue by total marketing spend to measure the efficiency of your whole marketing mix.',
  },
  related: ['roas', 'budgetPacing', 'cac'],
  calculator: {
    title: 'Calculate Your Marketing Efficiency Ratio',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          money('totalRevenue', 'Total Revenue', {
            measure: 'revenue',
            keep: 'any',
            placeholder: 'e.g. 150000',
            helperText: 'All revenue for the period, from every channel, including repeat and organic sales.',
          }),
          money('marketingSpend', 'Marketing Spend', {
            measure: 'adSpend',
            keep: 'any',
            placeholder: 'e.g. 50000',
            helperText: 'All marketing spend for the same period: ads on every platform, agencies, tools and promotions.',
          }),
        ],
        rules: [nonNegative('totalRevenue', badRevenue), positive('marketingSpend', badSpend)],
        outputs: [
          // Revenue per dollar of spend, in dollars, for the caption.
          {
            id: 'revenuePerDollar',
            label: 'Revenue per $1 of Marketing Spend',
            expr: 'totalRevenue / marketingSpend',
            format: { style: 'currency', decimals: 2 },
            hidden: true,
          },
          {
            id: 'marketingEfficiencyRatio',
            measure: 'mer',
            label: 'Marketing Efficiency Ratio (MER)',
            expr: 'totalRevenue / marketingSpend',
            format: { style: 'ratio', decimals: 2 },
            tone: [{ tone: 'error' }, { from: 1, tone: 'warning' }, { from: 2.5, tone: 'success' }],
            caption: 'Every $1 of marketing spend is matched by {revenuePerDollar} in total revenue',
          },
        ],
        bands: {
          of: 'marketingEfficiencyRatio',
          better: 'higher',
          steps: [
            {
              label: 'Spend Exceeds Revenue',
              tone: 'error',
              text: 'You spend more on marketing than your business brings in as revenue. Unless this is a deliberate, funded push for market share, cut or pause the weakest campaigns now and find out which channels actually drive sales.',
            },
            {
              from: 1,
              label: 'Positive but Concerning',
              tone: 'warning',
              text: 'Revenue exceeds marketing spend, but once product, fulfillment and operating costs are paid, there is probably little or no profit left. Improve conversion and retention and move budget away from channels with poor returns before spending more.',
            },
            {
              from: 2.5,
              label: 'Healthy',
              tone: 'success',
              text: 'Your marketing is efficient: each dollar of spend is matched by $2.50 to $4 of revenue. Check it against your gross margin to make sure it covers your costs, then keep optimizing.',
            },
            {
              from: 4,
              label: 'Excellent',
              tone: 'success',
              text: 'Your marketing efficiency is excellent: each dollar of spend is matched by $4 to $6 of revenue. You likely have room to test higher budgets; watch the ratio as you scale, since efficiency usually falls as spend grows.',
            },
            {
              from: 6,
              label: 'Outstanding',
              tone: 'success',
              text: 'Your MER is outstanding, at 6:1 or more. Much of your revenue may come from repeat customers, brand strength or organic channels. That is a strong position, and it may mean you could grow faster by investing more in marketing.',
            },
          ],
        },
        tips: {
          of: 'marketingEfficiencyRatio',
          steps: [
            {
              title: 'How to improve your marketing efficiency',
              items: [
                'Work out your break-even MER (1 ÷ gross margin; 2.5 at a 40% margin) and treat it as your floor.',
                'Rank channels and campaigns by return and pause the bottom performers first.',
                'Fix conversion leaks on landing pages and checkout before buying more traffic.',
                'Tighten targeting and exclude audiences that click but rarely buy.',
                'Refresh tired ad creative: rising frequency and falling click-through rates push up costs.',
                'Raise average order value with bundles, upsells and free-shipping thresholds.',
                'Bring back past customers with email and SMS, which cost far less than paid ads.',
                'Invest in SEO and content that keep bringing in revenue without ongoing media spend.',
              ],
            },
            {
              from: 2.5,
              title: 'How to scale while staying efficient',
              items: [
                'Increase budgets in steps of 10-20% and recalculate MER after each step, since efficiency usually falls as spend grows.',
                'Track MER weekly or monthly alongside new-customer revenue, so repeat sales do not hide weak acquisition.',
                'Test one new channel at a time with a fixed budget and a clear MER target.',
                'Compare MER with your break-even MER (1 ÷ gross margin) so that growth stays profitable.',
                'Grow customer lifetime value with loyalty programs, subscriptions and post-purchase emails.',
                'Keep creative fresh with a steady testing schedule so costs do not creep up at higher spend.',
                'Plan for seasonality: push spend when demand and conversion rates peak, and pull back when they fall.',
                'Use platform-reported ROAS to optimize within channels, and MER to decide the total budget.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is the marketing efficiency ratio (MER)?' },
      {
        type: 'paragraph',
        text: 'The marketing efficiency ratio, sometimes called blended ROAS, divides your total revenue by your total marketing spend for the same period. Unlike return on ad spend (ROAS), which credits each ad platform with the sales it claims, MER looks at the whole business: all revenue, from every channel, against all marketing spend. That makes it hard to game and unaffected by tracking gaps or double-counted conversions.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter your total revenue for a period, such as a month or a quarter.',
          'Enter your total marketing spend for the same period, across every channel.',
          'Press Calculate to see your MER, what it means and how to improve or scale it.',
        ],
      },
      {
        type: 'table',
        caption: 'How this calculator rates your MER',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['MER', 'Rating'],
        rows: [
          ['Below 1:1', 'Spend Exceeds Revenue'],
          ['1:1 to below 2.5:1', 'Positive but Concerning'],
          ['2.5:1 to below 4:1', 'Healthy'],
          ['4:1 to below 6:1', 'Excellent'],
          ['6:1 and above', 'Outstanding'],
        ],
      },
      { type: 'heading', text: 'MER benchmarks by industry' },
      {
        type: 'paragraph',
        text: 'What counts as a good MER depends on your margins, prices and stage of growth. The ranges below are rough, illustrative figures, not the findings of one study; high-margin businesses can work profitably at a lower MER than low-margin ones, and early-stage companies often accept a low MER while they build a customer base.',
      },
      {
        type: 'table',
        caption: 'Rough MER ranges by business type (illustrative; revenue ÷ marketing spend)',
        // The spec's table (values kept as the spec gives them). Checked 2026-11-24: no study with these ranges was found in
        // the stored pages (published MER targets differ from guide to guide), so they stay illustrative.
        illustrative: true,
        columns: ['Business type', 'Typical MER'],
        rows: [
          ['E-commerce', '2.5-5.0'],
          ['Luxury', '3-7'],
          ['SaaS', '2-5'],
          ['Financial services', '3-6'],
          ['Consumer packaged goods', '1.5-4'],
          ['Early-stage', '0.5-3'],
        ],
      },
      { type: 'heading', text: 'Why MER matters' },
      {
        type: 'paragraph',
        text: 'As privacy changes and cross-device journeys make platform attribution less reliable, MER gives you a single figure you can trust to set the total marketing budget. Compare it with your break-even MER, which is 1 divided by your gross margin: at a 40% gross margin you need a MER of at least 2.5 just to cover marketing, before any other costs.',
      },
      { type: 'heading', text: 'How to improve your MER' },
      {
        type: 'paragraph',
        text: 'Raise revenue from the traffic you already have by improving conversion rates and average order value, and earn more repeat purchases through email, loyalty and retention programs. On the cost side, move budget from the weakest channels and campaigns to the strongest, refresh creative before it wears out, and build organic channels such as SEO and referrals that add revenue without adding spend.',
      },
    ],
    formula: {
      formula: 'MER = Total Revenue ÷ Marketing Spend',
      description: 'Divide all revenue for a period by all marketing spend for the same period. The result is shown as a ratio to 1.',
      example: {
        calculation: '$150,000 ÷ $50,000',
        result: '3.00:1',
        explanation:
          'An online store with $150,000 of revenue in a month and $50,000 of total marketing spend has a MER of 3.00:1, in the Healthy band: every dollar of marketing is matched by three dollars of revenue.',
        check: { inputs: { totalRevenue: '150000', marketingSpend: '50000' }, output: 'marketingEfficiencyRatio', band: 'Healthy' },
      },
    },
    faq: [
      {
        question: 'What is the difference between MER and ROAS?',
        answer:
          'ROAS measures the revenue an ad platform or campaign attributes to its own ads. MER divides all of your revenue by all of your marketing spend, regardless of attribution. ROAS helps you optimize within a channel; MER tells you whether your marketing as a whole is paying off.',
      },
      {
        question: 'What is a good MER?',
        answer:
          'It depends on your margins and industry. Published targets differ from guide to guide, and this calculator rates 2.5 and above as healthy. The real test is your break-even MER, 1 divided by your gross margin: with a 50% gross margin you need at least 2 to cover marketing costs.',
      },
      {
        question: 'What should I include in marketing spend?',
        answer:
          'Include all paid media on every platform, plus agency fees, influencer and affiliate payments, marketing tools and promotional costs. Whatever you include, keep it the same from period to period so that changes in MER reflect performance rather than accounting.',
      },
      {
        question: 'Why is my MER high when my ads seem to perform poorly?',
        answer:
          'MER counts all revenue, including repeat customers, organic search, word of mouth and brand strength. A high MER can hide weak paid acquisition if most sales come from existing customers, so also track revenue from new customers against spend.',
      },
      {
        question: 'How often should I calculate MER?',
        answer:
          'Weekly or monthly works for most businesses. Use periods long enough to smooth out daily swings and the delay between spend and sales, and compare the same periods year over year when your business is seasonal.',
      },
    ],
  },
  // Checked 2026-11-24: Shopify's page is not among the stored pages; its URL and this title are cited by other sources
  // (one dated July 2026). It backs the definition (total revenue ÷ total marketing spend), no figure on this page.
  sources: [
    {
      id: 'shopifyMer',
      publisher: 'Shopify',
      title: 'Marketing Efficiency Ratio: How To Calculate + Improve MER',
      year: 2026,
      url: 'https://www.shopify.com/blog/marketing-efficiency-ratio',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank revenue', inputs: { totalRevenue: '', marketingSpend: '50000' }, expect: { message: badRevenue } },
    { name: 'text as revenue', inputs: { totalRevenue: 'lots', marketingSpend: '50000' }, expect: { message: badRevenue } },
    { name: 'negative revenue', inputs: { totalRevenue: '-100', marketingSpend: '50000' }, expect: { message: badRevenue } },
    { name: 'both blank shows the first rule', inputs: { totalRevenue: '', marketingSpend: '' }, expect: { message: badRevenue } },
    { name: 'blank marketing spend', inputs: { totalRevenue: '150000', marketingSpend: '' }, expect: { message: badSpend } },
    { name: 'zero marketing spend', inputs: { totalRevenue: '150000', marketingSpend: '0' }, expect: { message: badSpend } },
    { name: 'negative marketing spend', inputs: { totalRevenue: '150000', marketingSpend: '-5' }, expect: { message: badSpend } },
    { name: 'text as marketing spend', inputs: { totalRevenue: '150000', marketingSpend: '5k' }, expect: { message: badSpend } },
    {
      name: 'zero revenue is allowed',
      inputs: { totalRevenue: '0', marketingSpend: '1000' },
      expect: {
        outputs: { marketingEfficiencyRatio: '0.00:1' },
        band: 'Spend Exceeds Revenue',
        captions: { marketingEfficiencyRatio: 'Every $1 of marketing spend is matched by $0.00 in total revenue' },
      },
    },
    {
      name: 'spend exceeds revenue just below 1:1',
      inputs: { totalRevenue: '99', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '0.99:1' }, band: 'Spend Exceeds Revenue' },
    },
    {
      name: 'positive but concerning at its lower edge',
      inputs: { totalRevenue: '100', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '1.00:1' }, band: 'Positive but Concerning' },
    },
    {
      name: 'positive but concerning just below 2.5',
      inputs: { totalRevenue: '249', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '2.49:1' }, band: 'Positive but Concerning' },
    },
    {
      name: 'healthy at its lower edge',
      inputs: { totalRevenue: '250', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '2.50:1' }, band: 'Healthy' },
    },
    {
      name: 'a ratio that rounds up to 2.50:1 is rated as shown',
      inputs: { totalRevenue: '2499', marketingSpend: '1000' },
      expect: { outputs: { marketingEfficiencyRatio: '2.50:1' }, band: 'Healthy' },
    },
    {
      name: 'worked example',
      inputs: { totalRevenue: '150000', marketingSpend: '50000' },
      expect: {
        outputs: { marketingEfficiencyRatio: '3.00:1' },
        band: 'Healthy',
        labels: { marketingEfficiencyRatio: 'Marketing Efficiency Ratio (MER)' },
        captions: { marketingEfficiencyRatio: 'Every $1 of marketing spend is matched by $3.00 in total revenue' },
        hidden: ['revenuePerDollar'],
      },
    },
    {
      name: 'healthy just below 4',
      inputs: { totalRevenue: '399', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '3.99:1' }, band: 'Healthy' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { totalRevenue: '400', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '4.00:1' }, band: 'Excellent' },
    },
    {
      name: 'excellent just below 6',
      inputs: { totalRevenue: '599', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '5.99:1' }, band: 'Excellent' },
    },
    {
      name: 'outstanding at its lower edge',
      inputs: { totalRevenue: '600', marketingSpend: '100' },
      expect: { outputs: { marketingEfficiencyRatio: '6.00:1' }, band: 'Outstanding' },
    },
    {
      name: 'decimal amounts with dollar signs and separators',
      inputs: { totalRevenue: '$87,512.50', marketingSpend: '$25,003.57' },
      expect: {
        outputs: { marketingEfficiencyRatio: '3.50:1' },
        band: 'Healthy',
        captions: { marketingEfficiencyRatio: 'Every $1 of marketing spend is matched by $3.50 in total revenue' },
      },
    },
    {
      name: 'large outstanding ratio',
      inputs: { totalRevenue: '2500000', marketingSpend: '125000' },
      expect: { outputs: { marketingEfficiencyRatio: '20.00:1' }, band: 'Outstanding' },
    },
  ],
});
