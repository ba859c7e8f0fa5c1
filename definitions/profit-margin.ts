import { defineCalculator, money, nonNegative, notAbove, positive } from '../engine';

const badRevenue = 'Please enter a valid revenue amount (must be a positive number).';
const badCosts = 'Please enter a valid costs amount (must be a non-negative number).';
const costsAboveRevenue =
  'Costs cannot exceed revenue for a profit margin calculation. This would result in a loss (negative profit margin).';

const amount = { style: 'currency', decimals: 2 } as const;

// Spec: the profit margin registry key is not shown; we use 'profitMargin', matching the slug and the other camelCase keys.
// Spec: any rule beyond the three messages is not shown; we add none, so costs equal to revenue are allowed (a 0.00% margin).
// Spec: output labels and the industry comparison's wording are not shown; we use 'Profit Margin', 'Profit', 'Revenue', 'Costs' and 'Industry Comparison', with the band cut-offs.

/** Profit margin % = (revenue − costs) ÷ revenue × 100; profit = revenue − costs (spec more-calculators.md, sections 2, 3, 5 and 9). */
export default defineCalculator({
  key: 'profitMargin',
  slug: 'profit-margin',
  title: 'Profit Margin Calculator',
  category: 'Revenue & Profitability',
  cardCategory: 'Revenue',
  icon: 'PieChart',
  seo: {
    metaTitle: 'Profit Margin Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate your profit margin and profit from revenue and costs, compare your margin with rough industry ranges and get tips to improve profitability.',
    canonicalUrl: '/calculators/profit-margin',
    h1: 'Profit Margin Calculator',
    intro:
      'Enter your revenue and costs to see your profit and the share of each sales dollar you keep, how your margin compares with rough industry ranges, and where to look for improvement.',
    summary: 'Work out profit and profit margin from revenue and costs, with an industry comparison.',
  },
  related: ['roi', 'breakEvenPoint', 'revenueGrowthRate'],
  calculator: {
    title: 'Calculate Your Profit Margin',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          money('revenue', 'Revenue', {
            measure: 'revenue',
            keep: 'any',
            placeholder: 'e.g. 100000',
            helperText: 'Total sales for the period.',
          }),
          money('costs', 'Costs', {
            measure: 'cost',
            keep: 'any',
            placeholder: 'e.g. 85000',
            helperText: 'All costs for the same period for net margin, or only the cost of goods sold for gross margin.',
          }),
        ],
        rules: [positive('revenue', badRevenue), nonNegative('costs', badCosts), notAbove('costs', 'revenue', costsAboveRevenue)],
        outputs: [
          {
            id: 'profitMargin',
            measure: 'profitMargin',
            label: 'Profit Margin',
            expr: '(revenue - costs) / revenue * 100',
            format: { style: 'percent', decimals: 2 },
            tone: [{ tone: 'error' }, { from: 5, tone: 'warning' }, { from: 10, tone: 'success' }],
            caption: 'Share of revenue kept as profit after costs',
          },
          { id: 'profit', measure: 'profit', label: 'Profit', expr: 'revenue - costs', format: amount, caption: 'Revenue minus costs' },
          { id: 'revenueAmount', label: 'Revenue', expr: 'revenue', format: amount },
          { id: 'costsAmount', label: 'Costs', expr: 'costs', format: amount },
          {
            kind: 'label',
            id: 'industryComparison',
            label: 'Industry Comparison',
            of: 'profitMargin',
            steps: [
              { text: 'Below average' },
              { from: 5, text: 'Low to average' },
              { from: 10, text: 'Average to good' },
              { from: 20, text: 'Above average' },
              { from: 30, text: 'Excellent' },
            ],
          },
        ],
        bands: {
          of: 'profitMargin',
          better: 'higher',
          steps: [
            {
              label: 'Very Low',
              tone: 'error',
              text: 'Your margin is very low: less than 5 cents of every sales dollar is left as profit. That can be normal in low-margin businesses such as grocery and retail, but a small rise in costs or a dip in sales could push you into a loss, so review pricing and your largest costs first.',
            },
            {
              from: 5,
              label: 'Below Average',
              tone: 'warning',
              text: 'Your margin is below average for many businesses, though it can be normal in low-margin ones such as retail and food. Look for room to raise prices, cut waste and shift sales toward your most profitable products.',
            },
            {
              from: 10,
              label: 'Healthy',
              tone: 'success',
              text: 'Your margin is healthy: you keep 10 to 20 cents of every sales dollar. Keep costs in check as you grow and look for higher-margin products or services.',
            },
            {
              from: 20,
              label: 'Strong',
              tone: 'success',
              text: 'Your margin is strong, at 20% to 30%. Protect it as you scale, and consider reinvesting part of it in growth.',
            },
            {
              from: 30,
              label: 'Excellent',
              tone: 'success',
              text: 'Your margin is excellent, at 30% or more. If your costs include everything (a net margin), that is a very high margin. Reinvest in growth, and make sure no important costs are missing from your figure.',
            },
          ],
        },
        tips: {
          of: 'profitMargin',
          steps: [
            {
              title: 'How to improve your profit margin',
              items: [
                'Test a modest price increase on your best-selling products; even a few percent goes straight to profit.',
                'Rank products and services by margin and focus marketing on the most profitable ones.',
                'Renegotiate with your largest suppliers or consolidate purchases to win volume discounts.',
                'Cut discounting that does not bring in new customers, and set a floor on promotional margins.',
                'Reduce marketing waste by moving budget to channels with the lowest customer acquisition cost.',
                'Raise average order value with bundles, add-ons and minimum order thresholds.',
                'Improve retention: repeat customers cost less to serve and to sell to than new ones.',
                'Review recurring overheads such as software, subscriptions and rent, and cancel what you do not use.',
                'Automate repetitive manual work in fulfillment, billing and support to lower the cost of each sale.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is profit margin?' },
      {
        type: 'paragraph',
        text: 'Profit margin is the share of revenue you keep as profit after costs, shown as a percentage. A 15% margin means you keep 15 cents of every dollar of sales. Which costs you include decides the kind of margin: only the cost of goods sold gives gross margin, while all costs, including overheads, marketing, interest and taxes, give net margin.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter your total revenue for the period, such as a month, quarter or year.',
          'Enter your costs for the same period: all costs for net margin, or only the cost of goods sold for gross margin.',
          'Press Calculate to see your margin, profit and how your margin compares with rough industry ranges.',
        ],
      },
      {
        type: 'table',
        caption: 'How this calculator rates your profit margin',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['Profit margin', 'Rating', 'Industry comparison'],
        rows: [
          ['Below 5%', 'Very Low', 'Below average'],
          ['5% to below 10%', 'Below Average', 'Low to average'],
          ['10% to below 20%', 'Healthy', 'Average to good'],
          ['20% to below 30%', 'Strong', 'Above average'],
          ['30% and above', 'Excellent', 'Excellent'],
        ],
      },
      { type: 'heading', text: 'Profit margin benchmarks by industry' },
      {
        type: 'paragraph',
        text: 'The ranges below are rough, illustrative net profit margins, after all costs, not figures from one data set: margins vary widely with company size, business model, region and the economic cycle, so compare yourself with similar businesses and with your own history. A gross margin leaves out overheads and is usually well above the same business’s net margin, so do not compare a gross figure with these ranges.',
      },
      {
        type: 'table',
        caption: 'Rough net profit margins by industry (illustrative)',
        // The spec's table (values kept as the spec gives them). Checked 2026-11-24: no data set with these ranges was found
        // in the stored pages, so they stay illustrative and no band text or answer quotes them as typical.
        illustrative: true,
        columns: ['Industry', 'Typical net profit margin'],
        rows: [
          ['Technology', '15-25%'],
          ['Retail', '2-5%'],
          ['Food and beverage', '3-8%'],
          ['Manufacturing', '8-12%'],
          ['Professional services', '15-30%'],
          ['Healthcare', '10-15%'],
          ['Financial services', '20-30%'],
          ['Software', '15-25%'],
        ],
      },
      { type: 'heading', text: 'Why profit margin matters' },
      {
        type: 'paragraph',
        text: 'Revenue shows how much you sell; margin shows how much of it you keep. A healthy margin funds growth, absorbs cost increases and slow months, and decides how much you can afford to spend on marketing to win each customer. Tracking margin over time also reveals creeping costs or discounting before they turn into losses.',
      },
      { type: 'heading', text: 'How to improve your profit margin' },
      {
        type: 'paragraph',
        text: 'There are three levers: charge more, spend less to deliver, and sell more of what earns the most. Test price increases and premium options, negotiate better supplier terms, cut overheads that do not drive sales, and steer marketing toward high-margin products and repeat customers. Small changes add up: on $100,000 of revenue, raising the margin from 10% to 12% adds $2,000 of profit.',
      },
    ],
    formula: {
      formula: 'Profit Margin = ((Revenue − Costs) ÷ Revenue) × 100',
      description: 'Subtract costs from revenue to get profit, divide the profit by revenue, then multiply by 100 to get a percentage.',
      example: {
        calculation: '(($100,000 − $85,000) ÷ $100,000) × 100',
        result: '15.00%',
        explanation:
          'A business with $100,000 of revenue and $85,000 of total costs makes $15,000 of profit, a 15.00% profit margin in the Healthy band.',
        check: { inputs: { revenue: '100000', costs: '85000' }, output: 'profitMargin', band: 'Healthy' },
      },
    },
    faq: [
      {
        question: 'What is a good profit margin?',
        answer:
          'It depends heavily on the industry. This calculator rates a margin of 10% to 20% as healthy, 20% to 30% as strong and 30% or more as excellent, but grocery and retail businesses often run on thin margins, while software and professional services can earn much higher ones. Compare yourself with businesses like yours.',
      },
      {
        question: 'What is the difference between gross and net profit margin?',
        answer:
          'Gross margin subtracts only the direct cost of what you sell (the cost of goods sold). Net margin subtracts every cost, including rent, salaries, marketing, interest and taxes. This calculator works for both: the result depends on which costs you enter.',
      },
      {
        question: 'What is the difference between margin and markup?',
        answer:
          'Margin is profit divided by the selling price; markup is profit divided by cost. A product that costs $75 and sells for $100 has a 25% margin but a 33.33% markup. Confusing the two is a common pricing mistake.',
      },
      {
        question: 'Why can’t I enter costs higher than revenue?',
        answer:
          'When costs exceed revenue you are making a loss, and the profit margin would be negative. This calculator is built for profitable periods; if you have a loss, the priority is to find which costs to cut or which prices to raise to get back above break-even.',
      },
      {
        question: 'How does marketing affect profit margin?',
        answer:
          'Marketing is a cost, so spending that does not bring in enough profitable sales lowers your margin. Efficient marketing raises it by spreading fixed costs over more sales and attracting customers who buy again. Track your customer acquisition cost and return on ad spend alongside margin.',
      },
    ],
  },
  // Checked 2026-11-24: the page itself is not among the stored pages; its URL is cited under this title by other sources.
  // It backs the margin formula and the gross/net distinction, no figure.
  sources: [
    {
      id: 'investopediaProfitMargin',
      publisher: 'Investopedia',
      title: 'Profit Margin',
      year: 2026,
      url: 'https://www.investopedia.com/terms/p/profitmargin.asp',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank revenue', inputs: { revenue: '', costs: '85000' }, expect: { message: badRevenue } },
    { name: 'text as revenue', inputs: { revenue: 'abc', costs: '85000' }, expect: { message: badRevenue } },
    { name: 'zero revenue', inputs: { revenue: '0', costs: '0' }, expect: { message: badRevenue } },
    { name: 'negative revenue', inputs: { revenue: '-100', costs: '0' }, expect: { message: badRevenue } },
    { name: 'both blank shows the first rule', inputs: { revenue: '', costs: '' }, expect: { message: badRevenue } },
    { name: 'blank costs', inputs: { revenue: '100000', costs: '' }, expect: { message: badCosts } },
    { name: 'text as costs', inputs: { revenue: '100000', costs: '85k' }, expect: { message: badCosts } },
    { name: 'negative costs', inputs: { revenue: '100000', costs: '-1' }, expect: { message: badCosts } },
    { name: 'costs above revenue', inputs: { revenue: '100', costs: '100.01' }, expect: { message: costsAboveRevenue } },
    {
      name: 'costs equal to revenue',
      inputs: { revenue: '100', costs: '100' },
      expect: {
        outputs: {
          profitMargin: '0.00%',
          profit: '$0.00',
          revenueAmount: '$100.00',
          costsAmount: '$100.00',
          industryComparison: 'Below average',
        },
        band: 'Very Low',
      },
    },
    {
      name: 'very low just below 5%',
      inputs: { revenue: '100', costs: '95.01' },
      expect: { outputs: { profitMargin: '4.99%', profit: '$4.99', industryComparison: 'Below average' }, band: 'Very Low' },
    },
    {
      name: 'below average at its lower edge',
      inputs: { revenue: '100', costs: '95' },
      expect: { outputs: { profitMargin: '5.00%', profit: '$5.00', industryComparison: 'Low to average' }, band: 'Below Average' },
    },
    {
      name: 'a margin that rounds up to 5.00% is rated as shown',
      inputs: { revenue: '1000', costs: '950.04' },
      expect: { outputs: { profitMargin: '5.00%', profit: '$49.96', industryComparison: 'Low to average' }, band: 'Below Average' },
    },
    {
      name: 'below average just below 10%',
      inputs: { revenue: '100', costs: '90.01' },
      expect: { outputs: { profitMargin: '9.99%', industryComparison: 'Low to average' }, band: 'Below Average' },
    },
    {
      name: 'healthy at its lower edge',
      inputs: { revenue: '100', costs: '90' },
      expect: { outputs: { profitMargin: '10.00%', industryComparison: 'Average to good' }, band: 'Healthy' },
    },
    {
      name: 'worked example',
      inputs: { revenue: '100000', costs: '85000' },
      expect: {
        outputs: {
          profitMargin: '15.00%',
          profit: '$15,000.00',
          revenueAmount: '$100,000.00',
          costsAmount: '$85,000.00',
          industryComparison: 'Average to good',
        },
        band: 'Healthy',
        labels: { profitMargin: 'Profit Margin', profit: 'Profit', revenueAmount: 'Revenue', costsAmount: 'Costs' },
        captions: { profitMargin: 'Share of revenue kept as profit after costs', profit: 'Revenue minus costs' },
      },
    },
    {
      name: 'healthy just below 20%',
      inputs: { revenue: '100', costs: '80.01' },
      expect: { outputs: { profitMargin: '19.99%', industryComparison: 'Average to good' }, band: 'Healthy' },
    },
    {
      name: 'strong at its lower edge',
      inputs: { revenue: '100', costs: '80' },
      expect: { outputs: { profitMargin: '20.00%', industryComparison: 'Above average' }, band: 'Strong' },
    },
    {
      name: 'strong just below 30%',
      inputs: { revenue: '100', costs: '70.01' },
      expect: { outputs: { profitMargin: '29.99%', industryComparison: 'Above average' }, band: 'Strong' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { revenue: '100', costs: '70' },
      expect: { outputs: { profitMargin: '30.00%', profit: '$30.00', industryComparison: 'Excellent' }, band: 'Excellent' },
    },
    {
      name: 'no costs',
      inputs: { revenue: '2500', costs: '0' },
      expect: {
        outputs: { profitMargin: '100.00%', profit: '$2,500.00', costsAmount: '$0.00', industryComparison: 'Excellent' },
        band: 'Excellent',
      },
    },
    {
      name: 'dollar signs and thousands separators pasted in',
      inputs: { revenue: '$1,250,000', costs: '$1,000,000' },
      expect: {
        outputs: { profitMargin: '20.00%', profit: '$250,000.00', revenueAmount: '$1,250,000.00', costsAmount: '$1,000,000.00' },
        band: 'Strong',
      },
    },
    {
      name: 'decimal amounts',
      inputs: { revenue: '4999.99', costs: '4321.5' },
      expect: { outputs: { profitMargin: '13.57%', profit: '$678.49', industryComparison: 'Average to good' }, band: 'Healthy' },
    },
  ],
});
