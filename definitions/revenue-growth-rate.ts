import { defineCalculator, money, nonNegative, positive } from '../engine';
import { investopediaGrowthRates } from './shared/sources';

const badCurrent = 'Please enter a valid current revenue amount (must be a non-negative number).';
const badPrevious = 'Please enter a valid previous revenue amount (must be a positive number).';

/** Green at zero or above, red below (spec, section 2). */
const growthTone = [{ tone: 'error' as const }, { from: 0, tone: 'success' as const }];

/**
 * Revenue growth % = (current − previous) ÷ previous × 100; annualized = ((1 + growth/100)^periods − 1) × 100
 * (spec more-calculators.md, sections 2, 4, 5 and 9).
 */
export default defineCalculator({
  key: 'revenueGrowthRate',
  slug: 'revenue-growth-rate',
  title: 'Revenue Growth Rate Calculator',
  category: 'Revenue & Profitability',
  cardCategory: 'Revenue',
  icon: 'LineChart',
  seo: {
    metaTitle: 'Revenue Growth Rate Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate revenue growth between two periods, see the annualized rate for quarters, months, weeks or days, and get strategies to grow revenue faster.',
    canonicalUrl: '/calculators/revenue-growth-rate',
    h1: 'Revenue Growth Rate Calculator',
    intro:
      'Compare revenue for two periods to see how fast your business is growing or shrinking, what that rate means over a full year, and which strategies fit where you are.',
    summary: 'Measure period-over-period revenue growth and its annualized rate, with an interpretation and strategies.',
  },
  related: ['retentionRate', 'churnRate', 'profitMargin'],
  calculator: {
    title: 'Calculate Your Revenue Growth Rate',
    buttonLabel: 'Calculate Growth Rate',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        // Spec: field ids for this calculator not shown; we use currentRevenue, previousRevenue and periodType.
        fields: [
          money('currentRevenue', 'Current Revenue', { measure: 'revenue', keep: 'any', placeholder: '250000' }),
          money('previousRevenue', 'Previous Revenue', { measure: 'revenue', keep: 'any', placeholder: '200000' }),
          // Five period types with Year as default, so not the period() select.
          {
            kind: 'select',
            id: 'periodType',
            label: 'Period Type',
            options: [
              { value: 'Year', label: 'Year', number: 1 },
              { value: 'Quarter', label: 'Quarter', number: 4 },
              { value: 'Month', label: 'Month', number: 12 },
              { value: 'Week', label: 'Week', number: 52 },
              { value: 'Day', label: 'Day', number: 365 },
            ],
            default: 'Year',
          },
        ],
        rules: [nonNegative('currentRevenue', badCurrent), positive('previousRevenue', badPrevious)],
        outputs: [
          {
            id: 'growthRate',
            measure: 'growthRate',
            label: 'Revenue Growth Rate',
            expr: '(currentRevenue - previousRevenue) / previousRevenue * 100',
            format: { style: 'percent', decimals: 2, sign: true },
            tone: growthTone,
          },
          {
            // Always computed (periodType is 1 for Year, so it equals growthRate), so the band and tips can always read it.
            id: 'annualizedRate',
            label: 'Annualized Growth Rate',
            expr: '((1 + growthRate / 100) ^ periodType - 1) * 100',
            format: { style: 'percent', decimals: 2, sign: true },
            tone: growthTone,
            caption: 'if this rate repeated every period for a year, compounding',
            visibleWhen: { '!=': [{ var: 'periodType' }, 'Year'] },
          },
          {
            id: 'revenueChange',
            label: 'Revenue Change',
            expr: 'currentRevenue - previousRevenue',
            format: { style: 'currency', decimals: 2, sign: true },
            caption: 'versus the previous period',
          },
        ],
        bands: {
          of: 'annualizedRate',
          better: 'higher',
          steps: [
            {
              label: 'Significant Decline',
              tone: 'error',
              text: 'Revenue is falling sharply, by 15% or more on an annual basis. Treat this as urgent: find out which products, channels or customer groups are driving the loss and act on the biggest one first.',
            },
            {
              from: -15,
              exclusive: true,
              label: 'Moderate Decline',
              tone: 'warning',
              text: 'Revenue is shrinking at a moderate pace, between 5% and 15% a year. It is not a crisis yet, but left alone it compounds; diagnose the cause now while you still have room to respond.',
            },
            {
              from: -5,
              exclusive: true,
              label: 'Slight Decline',
              tone: 'warning',
              text: 'Revenue dipped slightly, by less than 5% a year. Check whether it is seasonal by comparing with the same period last year, and watch the trend over the next few periods.',
            },
            {
              from: 0,
              label: 'Flat',
              tone: 'info',
              text: 'Revenue is exactly flat. Once inflation is taken into account, flat revenue usually means a small decline in real terms, so look for the levers that can restart growth.',
            },
            {
              from: 0,
              exclusive: true,
              label: 'Modest Growth',
              tone: 'info',
              text: 'Revenue is growing, but modestly, at under 5% a year. That may not keep pace with inflation or rising costs; focus on order value, purchase frequency and conversion to speed it up.',
            },
            {
              from: 5,
              label: 'Healthy Growth',
              tone: 'success',
              text: 'Revenue is growing at a healthy 5% to 10% a year. Keep investing in what works and test new channels to push further.',
            },
            {
              from: 10,
              label: 'Strong Growth',
              tone: 'success',
              text: 'Revenue is growing strongly, at 10% to 25% a year. Make sure acquisition costs, retention and cash flow keep up so that the growth stays profitable.',
            },
            {
              from: 25,
              label: 'Excellent Growth',
              tone: 'success',
              text: 'Revenue is growing at an excellent 25% to 50% a year. Plan capacity, hiring and cash for this pace so that operations do not become the bottleneck.',
            },
            {
              from: 50,
              label: 'Exceptional Growth',
              tone: 'success',
              text: 'Revenue is growing exceptionally fast, by 50% or more a year. Confirm the rate holds over several periods rather than one spike, and build the systems and team to sustain it.',
            },
          ],
        },
        // Spec: tip wording not shown; we wrote three strategy lists (8 items each) that switch at 0 and 10.
        tips: {
          of: 'annualizedRate',
          steps: [
            {
              title: 'Strategies to Reverse Decline',
              items: [
                'Break revenue down by product, channel, region and customer segment to find exactly where it is falling.',
                'Separate the causes: fewer customers, smaller orders, fewer repeat purchases or lower prices each need a different fix.',
                'Compare with the same period last year before cutting anything, to rule out a normal seasonal dip.',
                'Ask customers who left or spent less why, with a short exit survey or a few phone calls.',
                'Run a win-back campaign for lapsed customers with a relevant offer or a reason to return.',
                'Protect your largest accounts with proactive check-ins and priority support.',
                'Move marketing budget from campaigns whose return is falling to those that still convert profitably.',
                'Review discounting: deep, frequent discounts can train customers to wait and shrink revenue per order.',
              ],
            },
            {
              from: 0,
              title: 'Strategies to Accelerate Growth',
              items: [
                'Raise average order value with bundles, upsells and free-shipping or volume thresholds.',
                'Increase purchase frequency with lifecycle emails, subscriptions or replenishment reminders.',
                'Improve the conversion rate of your highest-traffic pages before buying more traffic.',
                'Put more budget into the channel with the lowest customer acquisition cost, and test one new channel at a time.',
                'Launch a referral program that rewards customers for bringing in new ones.',
                'Test a price increase for new customers or add a premium tier.',
                'Reduce churn with better onboarding and follow-up, so new revenue adds to rather than replaces lost revenue.',
                'Expand into an adjacent customer segment, region or use case where your product already fits.',
              ],
            },
            {
              from: 10,
              title: 'Strategies to Sustain Growth',
              items: [
                'Track customer acquisition cost and payback period so that growth stays profitable as you scale spend.',
                'Watch retention by customer cohort: fast growth can hide rising churn.',
                'Plan capacity in fulfillment, support and hiring before it becomes a bottleneck.',
                'Diversify acquisition so that growth does not depend on a single platform, partner or campaign.',
                'Build recurring revenue through subscriptions, contracts or memberships.',
                'Grow revenue from existing customers with upsells, cross-sells and account expansion.',
                'Keep cash flow in view: growth ties up cash in inventory, payroll and unpaid invoices.',
                'Turn satisfied customers into advocates with reviews, case studies and referrals.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is revenue growth rate?' },
      {
        type: 'paragraph',
        text: 'Revenue growth rate is the percentage change in revenue from one period to the next: a year, a quarter, a month, a week or a day. It is the simplest measure of whether a business is getting bigger, and how fast, and it is one of the first numbers investors, lenders and leadership teams ask for.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter your revenue for the current period.',
          'Enter your revenue for the previous period of the same length (last quarter for a quarter, last month for a month).',
          'Choose the period type: Year, Quarter, Month, Week or Day.',
          'Press Calculate Growth Rate to see the growth rate, the revenue change in dollars and, for periods shorter than a year, the annualized rate, with an interpretation and strategies.',
        ],
      },
      { type: 'heading', text: 'Raw growth versus annualized growth' },
      {
        type: 'paragraph',
        text: 'The raw rate compares just the two periods you entered. The annualized rate shows what that pace would mean over a full year if it repeated every period, compounding: growth builds on growth, so 25% a quarter is not 100% a year but ((1.25)^4 − 1) × 100 = 144.14%. The interpretation uses the annualized rate, so results for different period types can be compared on the same scale.',
      },
      {
        type: 'paragraph',
        text: 'Annualizing assumes the rate holds all year, which short periods rarely do. A strong month or a holiday week can annualize into an extreme figure, so for seasonal businesses also compare each period with the same period a year earlier.',
      },
      { type: 'heading', text: 'Why revenue growth matters' },
      {
        type: 'paragraph',
        text: 'Growth shows whether your product, pricing and marketing are winning customers faster than you lose them. It drives company valuations, tells you whether you can afford to hire and invest, and is an early warning when it slows. Read it alongside profit margin: growth bought with unprofitable discounts or runaway acquisition costs does not last.',
      },
      { type: 'heading', text: 'Revenue growth benchmarks' },
      {
        type: 'paragraph',
        text: 'Typical annual growth differs a lot by industry, company size and stage: young companies grow from a small base and can post far higher rates than mature ones. The ranges below are broad, illustrative ranges of typical annual revenue growth, not hard targets; your own trend over several periods is the most useful comparison.',
      },
      {
        type: 'table',
        caption: 'Typical annual revenue growth by industry (broad, illustrative ranges)',
        // The spec's table (values kept as the spec gives them); the page itself calls these broad, illustrative ranges.
        // Checked 2026-11-24: no data set with these ranges was found in the stored pages.
        illustrative: true,
        columns: ['Industry', 'Typical annual growth'],
        rows: [
          ['Technology & Software', '15-25%'],
          ['E-commerce', '12-20%'],
          ['Healthcare', '8-12%'],
          ['Financial Services', '5-10%'],
          ['Manufacturing', '3-7%'],
          ['Retail (Traditional)', '2-5%'],
        ],
      },
      { type: 'heading', text: 'How to grow revenue' },
      {
        type: 'paragraph',
        text: 'Revenue is customers × orders per customer × average order value, so there are only a few levers: win more customers, keep them longer, get them to buy more often and raise what each order is worth, through pricing, bundles and upsells. Find the lever with the most room, improve it, and measure the growth rate again next period.',
      },
    ],
    formula: {
      formula: 'Revenue Growth Rate = ((Current Revenue − Previous Revenue) ÷ Previous Revenue) × 100',
      description:
        'Subtract the previous period’s revenue from the current period’s, divide by the previous period’s revenue and multiply by 100. For periods shorter than a year, Annualized Rate = ((1 + Growth Rate ÷ 100)^periods per year − 1) × 100, with 4 quarters, 12 months, 52 weeks or 365 days.',
      example: {
        calculation: '((250,000 − 200,000) ÷ 200,000) × 100',
        result: '+25.00%',
        explanation:
          'A business whose annual revenue rose from $200,000 to $250,000 grew by $50,000, or 25.00%: excellent growth. Had the same 25% come in a single quarter, the annualized rate would be +144.14%.',
        check: {
          inputs: { currentRevenue: '250000', previousRevenue: '200000', periodType: 'Year' },
          output: 'growthRate',
          band: 'Excellent Growth',
        },
      },
    },
    faq: [
      {
        question: 'What is a good revenue growth rate?',
        answer:
          'It depends on your industry and stage. Mature businesses usually grow slowly, while young technology companies can grow much faster. As a rough guide, this calculator rates growth below 5% a year as modest, 5% to 10% as healthy, 10% to 25% as strong, 25% to 50% as excellent and 50% or more as exceptional. Compare with your own history and with peers of a similar size.',
      },
      {
        question: 'What is the difference between the growth rate and the annualized rate?',
        answer:
          'The growth rate compares only the two periods you entered. The annualized rate projects that pace over a full year with compounding, so quarterly, monthly, weekly and daily results can be compared with annual figures and benchmarks. For a yearly comparison the two are the same.',
      },
      {
        question: 'Why does my annualized rate look so extreme?',
        answer:
          'Compounding magnifies short periods: 5% growth in one month annualizes to about 80%, and a small daily change is raised to the 365th power. One unusual week or month rarely repeats all year, so use longer periods, or compare with the same period last year, before drawing conclusions.',
      },
      {
        question: 'How do I measure growth over several years?',
        answer:
          'Use the compound annual growth rate (CAGR): divide ending revenue by starting revenue, raise the result to the power of 1 ÷ the number of years, subtract 1 and multiply by 100. For example, growing from $100,000 to $200,000 over three years is a CAGR of about 25.99%, not 33.3%.',
      },
      {
        question: 'Why can’t previous revenue be zero?',
        answer:
          'Growth is measured relative to previous revenue, so a zero base would mean dividing by zero: any revenue at all would be infinite growth. For a new business or product, report the revenue itself, or start measuring growth from its first full period with sales.',
      },
    ],
  },
  // Checked 2026-11-24: neither Investopedia page is among the stored pages; both URLs are cited under these titles by
  // other sources. They back the growth and CAGR formulas, no figure.
  sources: [
    investopediaGrowthRates,
    {
      id: 'investopediaCagr',
      publisher: 'Investopedia',
      title: 'Compound Annual Growth Rate (CAGR)',
      year: 2026,
      url: 'https://www.investopedia.com/terms/c/cagr.asp',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    {
      name: 'current revenue blank',
      inputs: { currentRevenue: '', previousRevenue: '200000', periodType: 'Year' },
      expect: { message: badCurrent },
    },
    {
      name: 'current revenue not a number',
      inputs: { currentRevenue: 'abc', previousRevenue: '200000', periodType: 'Year' },
      expect: { message: badCurrent },
    },
    {
      name: 'current revenue negative',
      inputs: { currentRevenue: '-1', previousRevenue: '200000', periodType: 'Year' },
      expect: { message: badCurrent },
    },
    {
      name: 'both blank shows the first message',
      inputs: { currentRevenue: '', previousRevenue: '', periodType: 'Year' },
      expect: { message: badCurrent },
    },
    {
      name: 'previous revenue blank',
      inputs: { currentRevenue: '250000', previousRevenue: '', periodType: 'Year' },
      expect: { message: badPrevious },
    },
    {
      name: 'previous revenue zero',
      inputs: { currentRevenue: '250000', previousRevenue: '0', periodType: 'Year' },
      expect: { message: badPrevious },
    },
    {
      name: 'previous revenue negative',
      inputs: { currentRevenue: '250000', previousRevenue: '-100', periodType: 'Quarter' },
      expect: { message: badPrevious },
    },
    {
      name: 'revenue fell to zero',
      inputs: { currentRevenue: '0', previousRevenue: '10000', periodType: 'Year' },
      expect: {
        outputs: { growthRate: '-100.00%', revenueChange: '-$10,000.00' },
        band: 'Significant Decline',
        hidden: ['annualizedRate'],
      },
    },
    {
      name: 'significant decline',
      inputs: { currentRevenue: '8400', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '-16.00%', revenueChange: '-$1,600.00' }, band: 'Significant Decline' },
    },
    {
      name: 'exactly -15 is still significant decline',
      inputs: { currentRevenue: '8500', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '-15.00%', revenueChange: '-$1,500.00' }, band: 'Significant Decline' },
    },
    {
      name: 'just above -15 is moderate decline',
      inputs: { currentRevenue: '8501', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '-14.99%', revenueChange: '-$1,499.00' }, band: 'Moderate Decline' },
    },
    {
      name: 'exactly -5 is still moderate decline',
      inputs: { currentRevenue: '9500', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '-5.00%', revenueChange: '-$500.00' }, band: 'Moderate Decline' },
    },
    {
      name: 'just above -5 is slight decline',
      inputs: { currentRevenue: '9501', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '-4.99%', revenueChange: '-$499.00' }, band: 'Slight Decline' },
    },
    {
      name: 'just below zero is slight decline',
      inputs: { currentRevenue: '9999', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '-0.01%', revenueChange: '-$1.00' }, band: 'Slight Decline' },
    },
    {
      name: 'exactly zero is flat',
      inputs: { currentRevenue: '10000', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '0.00%', revenueChange: '$0.00' }, band: 'Flat', hidden: ['annualizedRate'] },
    },
    {
      name: 'flat quarter annualizes to zero',
      inputs: { currentRevenue: '10000', previousRevenue: '10000', periodType: 'Quarter' },
      expect: { outputs: { growthRate: '0.00%', annualizedRate: '0.00%', revenueChange: '$0.00' }, band: 'Flat' },
    },
    {
      name: 'just above zero is modest growth',
      inputs: { currentRevenue: '10001', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+0.01%', revenueChange: '+$1.00' }, band: 'Modest Growth' },
    },
    {
      name: 'just below 5 is modest growth',
      inputs: { currentRevenue: '10499', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+4.99%', revenueChange: '+$499.00' }, band: 'Modest Growth' },
    },
    {
      name: 'exactly 5 is healthy growth',
      inputs: { currentRevenue: '10500', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+5.00%', revenueChange: '+$500.00' }, band: 'Healthy Growth' },
    },
    {
      name: 'just below 10 is healthy growth',
      inputs: { currentRevenue: '10999', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+9.99%', revenueChange: '+$999.00' }, band: 'Healthy Growth' },
    },
    {
      name: 'exactly 10 is strong growth',
      inputs: { currentRevenue: '11000', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+10.00%', revenueChange: '+$1,000.00' }, band: 'Strong Growth' },
    },
    {
      name: 'just below 25 is strong growth',
      inputs: { currentRevenue: '12499', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+24.99%', revenueChange: '+$2,499.00' }, band: 'Strong Growth' },
    },
    {
      name: 'worked example, yearly: exactly 25 is excellent growth',
      inputs: { currentRevenue: '250000', previousRevenue: '200000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+25.00%', revenueChange: '+$50,000.00' }, band: 'Excellent Growth', hidden: ['annualizedRate'] },
    },
    {
      name: 'just below 50 is excellent growth',
      inputs: { currentRevenue: '14999', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+49.99%', revenueChange: '+$4,999.00' }, band: 'Excellent Growth' },
    },
    {
      name: 'exactly 50 is exceptional growth',
      inputs: { currentRevenue: '15000', previousRevenue: '10000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+50.00%', revenueChange: '+$5,000.00' }, band: 'Exceptional Growth' },
    },
    {
      name: 'acceptance: 25% in a quarter annualizes to exceptional',
      inputs: { currentRevenue: '250000', previousRevenue: '200000', periodType: 'Quarter' },
      expect: { outputs: { growthRate: '+25.00%', annualizedRate: '+144.14%', revenueChange: '+$50,000.00' }, band: 'Exceptional Growth' },
    },
    {
      name: 'a 5% quarterly decline annualizes to significant decline',
      inputs: { currentRevenue: '95000', previousRevenue: '100000', periodType: 'Quarter' },
      expect: { outputs: { growthRate: '-5.00%', annualizedRate: '-18.55%', revenueChange: '-$5,000.00' }, band: 'Significant Decline' },
    },
    {
      name: 'a 1% month annualizes to strong growth',
      inputs: { currentRevenue: '101000', previousRevenue: '100000', periodType: 'Month' },
      expect: { outputs: { growthRate: '+1.00%', annualizedRate: '+12.68%', revenueChange: '+$1,000.00' }, band: 'Strong Growth' },
    },
    {
      name: 'a 0.1% week annualizes to healthy growth',
      inputs: { currentRevenue: '100100', previousRevenue: '100000', periodType: 'Week' },
      expect: { outputs: { growthRate: '+0.10%', annualizedRate: '+5.33%', revenueChange: '+$100.00' }, band: 'Healthy Growth' },
    },
    {
      name: 'a small daily dip annualizes to slight decline',
      inputs: { currentRevenue: '99990', previousRevenue: '100000', periodType: 'Day' },
      expect: { outputs: { growthRate: '-0.01%', annualizedRate: '-3.58%', revenueChange: '-$10.00' }, band: 'Slight Decline' },
    },
    {
      name: 'revenue fell to zero in a quarter',
      inputs: { currentRevenue: '0', previousRevenue: '50000', periodType: 'Quarter' },
      expect: {
        outputs: { growthRate: '-100.00%', annualizedRate: '-100.00%', revenueChange: '-$50,000.00' },
        band: 'Significant Decline',
      },
    },
    {
      name: 'cents and decimals',
      inputs: { currentRevenue: '1234.56', previousRevenue: '1000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+23.46%', revenueChange: '+$234.56' }, band: 'Strong Growth' },
    },
    {
      name: 'dollar signs and thousands separators pasted in',
      inputs: { currentRevenue: '$250,000', previousRevenue: '$200,000', periodType: 'Year' },
      expect: { outputs: { growthRate: '+25.00%', revenueChange: '+$50,000.00' }, band: 'Excellent Growth' },
    },
    {
      name: 'daily growth too large to annualize',
      inputs: { currentRevenue: '1000000', previousRevenue: '1', periodType: 'Day' },
      expect: { message: 'These numbers are too large or too small to calculate. Please check your inputs.' },
    },
  ],
});
