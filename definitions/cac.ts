import { anyPositive, count, defineCalculator, money, nonNegative, positiveInteger } from '../engine';
import { skokSaasMetrics } from './shared/sources';

const badCosts = 'Please enter valid costs (must be positive numbers).';
const badCustomers = 'Please enter a valid number of new customers (must be a positive integer).';
const noCosts = 'At least one cost (marketing or sales) must be greater than zero.';

const currency = { style: 'currency', decimals: 2 } as const;

// Spec: output label, caption, placeholders and HTML minimums for CAC are not shown; we label the result 'Customer Acquisition Cost (CAC)', show the total cost and customer count in a caption, and set no minimum (any text is checked on Calculate; invalid text in a cost field is rejected, only blank counts as 0).

/** CAC = (marketing costs + sales costs) / new customers acquired (spec, first group). */
export default defineCalculator({
  key: 'cac',
  slug: 'cac',
  title: 'Customer Acquisition Cost (CAC) Calculator',
  category: 'Cost & Efficiency',
  cardCategory: 'Cost',
  icon: 'UserPlus',
  seo: {
    metaTitle: 'CAC Calculator | Customer Acquisition Cost Calculator',
    metaDescription:
      'Calculate your customer acquisition cost (CAC) from marketing and sales costs, see how it rates, and learn how CAC payback and the 3:1 LTV:CAC rule apply.',
    canonicalUrl: '/calculators/cac',
    h1: 'Customer Acquisition Cost (CAC) Calculator',
    intro:
      'Find out what it costs you, on average, to win one new customer once marketing and sales costs are added together, and see whether that cost is one your customers’ value can support.',
    summary: 'Work out what you spend on marketing and sales to win each new customer.',
  },
  related: ['ltvCacRatio', 'clv', 'cpa'],
  calculator: {
    title: 'Calculate Your Customer Acquisition Cost',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          money('marketingCosts', 'Marketing Costs', {
            measure: 'adSpend',
            keep: 'any',
            blank: 'zero',
            placeholder: 'e.g. 3000',
            helperText: 'Ad spend, marketing salaries, tools, content and agency fees for the period. Leave blank if none.',
          }),
          money('salesCosts', 'Sales Costs', {
            measure: 'cost',
            keep: 'any',
            blank: 'zero',
            placeholder: 'e.g. 2000',
            helperText: 'Sales salaries, commissions, sales tools and travel for the same period. Leave blank if none.',
          }),
          count('newCustomers', 'New Customers Acquired', {
            measure: 'newCustomers',
            keep: 'any',
            placeholder: 'e.g. 40',
            helperText: 'New paying customers won in the same period.',
          }),
        ],
        rules: [
          nonNegative(['marketingCosts', 'salesCosts'], badCosts),
          positiveInteger('newCustomers', badCustomers),
          anyPositive(['marketingCosts', 'salesCosts'], noCosts),
        ],
        outputs: [
          {
            id: 'totalCost',
            measure: 'cost',
            label: 'Total Acquisition Cost',
            expr: 'marketingCosts + salesCosts',
            format: currency,
            hidden: true,
          },
          {
            id: 'cac',
            measure: 'cac',
            label: 'Customer Acquisition Cost (CAC)',
            expr: '(marketingCosts + salesCosts) / newCustomers',
            format: currency,
            caption: 'Marketing + sales costs: {totalCost} · New customers: {newCustomers}',
          },
        ],
        bands: {
          of: 'cac',
          better: 'lower',
          steps: [
            {
              label: 'Very Low',
              tone: 'success',
              text: 'Your CAC is very low: each new customer costs less than $10 to win. That is very efficient, but first check that you counted every cost, including salaries, tools and agency fees. If these customers are profitable, you may be able to spend more to grow faster.',
            },
            {
              from: 10,
              label: 'Good',
              tone: 'success',
              text: 'Your CAC is good: each new customer costs less than $50 to win. Confirm it against what a customer is worth (a lifetime value of at least three times CAC is the common target) and put more budget behind the channels that deliver it.',
            },
            {
              from: 50,
              label: 'Moderate',
              tone: 'info',
              text: 'Your CAC is moderate. Whether it is healthy depends on what a customer is worth: it works for higher-priced or repeat-purchase products but squeezes margins on low-priced one-off sales. Compare it with your customer lifetime value and aim for a ratio of 3:1 or better.',
            },
            {
              from: 200,
              label: 'Relatively High',
              tone: 'warning',
              text: 'Your CAC is relatively high. That is normal for B2B and higher-priced products but risky for low-priced consumer sales. Check how many months of gross margin it takes to earn the cost back, and find the channels and steps in your funnel that drive most of the cost.',
            },
            {
              from: 500,
              label: 'Very High',
              tone: 'error',
              text: 'Your CAC is very high: each new customer costs $500 or more. That can be sustainable in B2B, enterprise or other high-value sales, but only if a customer’s lifetime value is at least about three times CAC. If it is not, cut the most expensive channels and improve conversion through your funnel.',
            },
          ],
        },
        tips: {
          of: 'cac',
          steps: [
            {
              title: 'How to keep your CAC low as you grow',
              items: [
                'Make sure every acquisition cost is counted: salaries, commissions, tools and agency fees as well as ad spend. A very low CAC often means costs are missing.',
                'Calculate CAC by channel as well as overall, so a channel that is getting more expensive shows up before it moves the blended number.',
                'Compare CAC with customer lifetime value every quarter; if the ratio is 5:1 or more you can probably afford to spend more to grow faster.',
                'Move budget toward the channels and campaigns that bring customers who stay and buy again, not just the cheapest first sale.',
                'Invest in channels that compound, such as search-optimized content, email and community, which keep bringing customers after the spend stops.',
                'Run a referral program that rewards existing customers for introductions; referred customers are usually cheaper to win.',
                'Test new channels with a small, capped budget and a target CAC before scaling them.',
                'Watch marginal CAC as you raise spend in a channel: the extra customers usually cost more than the average.',
              ],
            },
            {
              from: 200,
              title: 'How to bring your CAC down',
              items: [
                'Break CAC down by channel, campaign and customer segment, then pause or fix the most expensive ones first.',
                'Tighten your ideal customer profile and targeting so ad spend and sales time go to people likely to buy.',
                'Raise conversion at each step of the funnel (landing page, lead to opportunity, opportunity to customer); a higher close rate lowers CAC directly.',
                'Shorten the sales cycle with better lead qualification, clear pricing, free trials or self-serve buying for smaller deals.',
                'Nurture the leads you have already paid for with email sequences and retargeting instead of buying only new traffic.',
                'Build lower-cost channels over time: SEO, content, partnerships and customer referrals.',
                'Review tools, agencies and events at least once a year and cut the ones you cannot tie to new customers.',
                'Raise what each customer is worth with pricing, annual plans and upsells, so a higher CAC still pays back quickly.',
                'Reward sales for customers who stay and pay, not just for closed deals, so commissions do not buy poor-fit customers.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is customer acquisition cost (CAC)?' },
      {
        type: 'paragraph',
        text: 'Customer acquisition cost is the average amount you spend on marketing and sales to win one new customer. Add up everything you spent to acquire customers in a period, divide by the number of new customers you won in that period, and you have your CAC. It tells you what growth really costs, not just what a click or a lead costs.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Choose a period, such as a month or a quarter, and enter your total marketing costs for it.',
          'Enter your sales costs for the same period. Leave either cost blank if you have none; a blank cost counts as zero.',
          'Enter the number of new customers you acquired in that period.',
          'Press Calculate to see your CAC, how it rates and what to do next.',
        ],
      },
      { type: 'heading', text: 'What to include in your costs' },
      {
        type: 'list',
        items: [
          'Advertising spend on every channel: search, social, display, sponsorships and print.',
          'Salaries, bonuses and commissions of marketing and sales staff, or the share of their time spent winning new customers.',
          'Marketing and sales tools, such as your CRM, marketing automation, analytics and ad management software.',
          'Agency, freelancer and contractor fees, plus content and creative production.',
          'Events, trade shows, free trials or samples, and sales travel.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Leave out what you spend serving customers you already have, such as support, account management and retention campaigns; that belongs in customer retention cost. A CAC that counts only ad spend is really a paid cost per acquisition, and it can make acquisition look several times cheaper than it is.',
      },
      { type: 'heading', text: 'How this calculator rates your CAC' },
      {
        type: 'table',
        caption: 'Rating scale used by this calculator',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['CAC per new customer', 'Rating'],
        rows: [
          ['Below $10', 'Very Low'],
          ['$10 to below $50', 'Good'],
          ['$50 to below $200', 'Moderate'],
          ['$200 to below $500', 'Relatively High'],
          ['$500 and above', 'Very High'],
        ],
      },
      { type: 'heading', text: 'CAC benchmarks' },
      {
        type: 'paragraph',
        text: 'There is no single good CAC. It varies hugely by industry, price point and sales model: a shop selling $30 products cannot afford what an enterprise software company happily pays for a contract worth $50,000 a year. Published industry averages also differ widely depending on which costs each study includes. The ranges below are rough orders of magnitude, not survey results; the better test is how your CAC compares with what a customer is worth to you.',
      },
      {
        type: 'table',
        caption: 'Rough CAC orders of magnitude by business model (illustrative only)',
        // The page calls these rough orders of magnitude, not survey results.
        illustrative: true,
        columns: ['Business model', 'Typical CAC (rough)'],
        rows: [
          ['Low-priced e-commerce and consumer products', 'Tens of dollars'],
          ['Consumer subscriptions and apps (paying customers)', 'Tens to low hundreds of dollars'],
          ['Software sold to small businesses, mostly self-serve', 'Hundreds of dollars'],
          ['B2B with a sales team (mid-market and enterprise)', 'Thousands to tens of thousands of dollars'],
        ],
      },
      { type: 'heading', text: 'CAC payback period' },
      {
        type: 'paragraph',
        text: 'The payback period is how long a new customer takes to earn back what it cost to acquire them: CAC ÷ (monthly revenue per customer × gross margin). With a CAC of $125 and a customer paying $25 a month at an 80% gross margin, payback is $125 ÷ $20 = 6.25 months. Subscription businesses commonly aim for a payback of 12 months or less, a target popularized by SaaS investor David Skok; businesses with large enterprise contracts often accept longer.',
        source: 'skokSaasMetrics',
      },
      { type: 'heading', text: 'The LTV:CAC ratio' },
      {
        type: 'paragraph',
        text: 'Comparing customer lifetime value (LTV) with CAC shows whether acquisition is profitable. The most commonly cited rule of thumb, from David Skok’s SaaS metrics guide, is an LTV:CAC ratio of at least 3:1: each customer should bring in about three times what it cost to win them. Below 1:1 you lose money on every new customer. The LTV:CAC calculator rates 5:1 or more as excellent, but a ratio that high can also mean you are under-investing and growing more slowly than you could. Use gross profit rather than revenue for LTV when you can.',
        source: 'skokSaasMetrics',
      },
      { type: 'heading', text: 'Why CAC matters' },
      {
        type: 'paragraph',
        text: 'CAC turns marketing and sales spend into a unit cost you can plan with. It tells you how many customers a budget can buy, which channels deserve more money, and whether growth is building value or burning cash. Tracked over time, a rising CAC is an early warning that channels are saturating or that the funnel is leaking.',
      },
      { type: 'heading', text: 'How to lower your CAC' },
      {
        type: 'paragraph',
        text: 'Start by measuring CAC by channel and segment to find where the cost comes from. Then improve conversion at each step of the funnel, target your ideal customers more tightly, nurture the leads you already have, and build channels that compound, such as content, SEO and referrals. Raising what each customer is worth, through pricing, retention and upsells, makes the CAC you have easier to afford.',
      },
    ],
    formula: {
      formula: 'CAC = (Marketing Costs + Sales Costs) ÷ New Customers Acquired',
      description:
        'Add your marketing and sales costs for a period, then divide by the number of new customers acquired in the same period. The result is the average cost of winning one customer.',
      example: {
        calculation: '($15,000 + $10,000) ÷ 200',
        result: '$125.00',
        explanation:
          'A business that spends $15,000 on marketing and $10,000 on sales in a quarter and wins 200 new customers has a CAC of $125.00, in the Moderate band. If each customer brings in at least $375 in gross profit over their lifetime, it meets the 3:1 LTV:CAC rule of thumb.',
        check: { inputs: { marketingCosts: '15000', salesCosts: '10000', newCustomers: '200' }, output: 'cac', band: 'Moderate' },
      },
    },
    faq: [
      {
        question: 'What is a good customer acquisition cost?',
        answer:
          'A good CAC is one your customers’ value can comfortably pay back. The common rules of thumb, from David Skok’s SaaS metrics guide, are a lifetime value of at least three times CAC and, for subscription businesses, earning CAC back within about 12 months. A $300 CAC can be excellent for software sold at $200 a month and far too high for a $40 one-off purchase.',
        source: 'skokSaasMetrics',
      },
      {
        question: 'Which costs should I include in CAC?',
        answer:
          'Include everything spent to win new customers in the period: ad spend, marketing and sales salaries and commissions, marketing and sales tools, agency and freelancer fees, content production and events. Leave out costs of serving existing customers, such as support and account management.',
      },
      {
        question: 'What is the difference between CAC and CPA?',
        answer:
          'Cost per acquisition (CPA) usually measures the media or campaign cost of one conversion, which may be a lead, a sign-up or a sale. CAC measures the full marketing and sales cost of winning one paying customer. CAC is therefore normally higher than CPA, and it is the figure to compare with customer lifetime value.',
      },
      {
        question: 'How do I calculate my CAC payback period?',
        answer:
          'Divide CAC by the monthly gross profit a customer brings in, which is monthly revenue per customer multiplied by your gross margin. For example, a $600 CAC with customers paying $100 a month at a 75% margin pays back in $600 ÷ $75 = 8 months.',
      },
      {
        question: 'Should I count customers who found me on their own?',
        answer:
          'For a blended CAC, yes: divide total costs by all new customers, including organic and referral ones. For a paid CAC, divide only paid-channel costs by the customers those channels brought in. Blended CAC shows your overall efficiency; paid CAC shows whether your advertising pays off. Track both, and in B2B allow for the lag between spend and a closed deal.',
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
    // Validation: costs
    {
      name: 'negative marketing cost',
      inputs: { marketingCosts: '-100', salesCosts: '500', newCustomers: '10' },
      expect: { message: badCosts },
    },
    {
      name: 'negative sales cost',
      inputs: { marketingCosts: '1000', salesCosts: '-1', newCustomers: '10' },
      expect: { message: badCosts },
    },
    {
      name: 'text as marketing cost',
      inputs: { marketingCosts: 'abc', salesCosts: '500', newCustomers: '10' },
      expect: { message: badCosts },
    },
    {
      name: 'text as sales cost',
      inputs: { marketingCosts: '1000', salesCosts: '12abc', newCustomers: '10' },
      expect: { message: badCosts },
    },
    {
      name: 'bad cost and bad customers shows the cost rule first',
      inputs: { marketingCosts: '-5', salesCosts: '', newCustomers: '' },
      expect: { message: badCosts },
    },
    // Validation: customers
    { name: 'blank customers', inputs: { marketingCosts: '3000', salesCosts: '', newCustomers: '' }, expect: { message: badCustomers } },
    {
      name: 'zero customers',
      inputs: { marketingCosts: '3000', salesCosts: '1000', newCustomers: '0' },
      expect: { message: badCustomers },
    },
    {
      name: 'negative customers',
      inputs: { marketingCosts: '3000', salesCosts: '1000', newCustomers: '-5' },
      expect: { message: badCustomers },
    },
    {
      name: 'customers truncate to zero',
      inputs: { marketingCosts: '3000', salesCosts: '1000', newCustomers: '0.9' },
      expect: { message: badCustomers },
    },
    {
      name: 'text as customers',
      inputs: { marketingCosts: '3000', salesCosts: '1000', newCustomers: 'ten' },
      expect: { message: badCustomers },
    },
    {
      name: 'both costs blank and customers blank shows the customers rule',
      inputs: { marketingCosts: '', salesCosts: '', newCustomers: '' },
      expect: { message: badCustomers },
    },
    // Validation: no cost at all
    { name: 'both costs zero', inputs: { marketingCosts: '0', salesCosts: '0', newCustomers: '10' }, expect: { message: noCosts } },
    { name: 'both costs blank', inputs: { marketingCosts: '', salesCosts: '', newCustomers: '10' }, expect: { message: noCosts } },
    {
      name: 'blank and zero costs',
      inputs: { marketingCosts: '  ', salesCosts: '0.00', newCustomers: '10' },
      expect: { message: noCosts },
    },
    // Acceptance and ordinary cases
    {
      name: 'acceptance: sales blank counts as zero',
      inputs: { marketingCosts: '3000', salesCosts: '', newCustomers: '40' },
      expect: { outputs: { cac: '$75.00' }, band: 'Moderate' },
    },
    {
      name: 'marketing blank counts as zero',
      inputs: { marketingCosts: '', salesCosts: '2500', newCustomers: '50' },
      expect: { outputs: { cac: '$50.00' }, band: 'Moderate' },
    },
    {
      name: 'worked example',
      inputs: { marketingCosts: '15000', salesCosts: '10000', newCustomers: '200' },
      expect: { outputs: { cac: '$125.00' }, band: 'Moderate' },
    },
    {
      name: 'decimal costs',
      inputs: { marketingCosts: '1234.56', salesCosts: '765.44', newCustomers: '100' },
      expect: { outputs: { cac: '$20.00' }, band: 'Good' },
    },
    {
      name: 'a third rounds down',
      inputs: { marketingCosts: '100', salesCosts: '0', newCustomers: '3' },
      expect: { outputs: { cac: '$33.33' }, band: 'Good' },
    },
    {
      name: 'customers truncate decimals',
      inputs: { marketingCosts: '3000', salesCosts: '', newCustomers: '40.9' },
      expect: { outputs: { cac: '$75.00' }, band: 'Moderate' },
    },
    {
      name: 'dollar sign and thousands separators pasted in',
      inputs: { marketingCosts: '$3,000', salesCosts: ' 1,000 ', newCustomers: '40' },
      expect: { outputs: { cac: '$100.00' }, band: 'Moderate' },
    },
    {
      name: 'large B2B figures',
      inputs: { marketingCosts: '1250000', salesCosts: '750000', newCustomers: '1000' },
      expect: { outputs: { cac: '$2,000.00' }, band: 'Very High' },
    },
    // Band edges
    {
      name: 'very low',
      inputs: { marketingCosts: '300', salesCosts: '200', newCustomers: '100' },
      expect: { outputs: { cac: '$5.00' }, band: 'Very Low' },
    },
    {
      name: 'very low just below good',
      inputs: { marketingCosts: '999', salesCosts: '', newCustomers: '100' },
      expect: { outputs: { cac: '$9.99' }, band: 'Very Low' },
    },
    {
      name: 'good at its lower edge',
      inputs: { marketingCosts: '1000', salesCosts: '', newCustomers: '100' },
      expect: { outputs: { cac: '$10.00' }, band: 'Good' },
    },
    {
      name: 'rounds up to the good edge',
      inputs: { marketingCosts: '1999', salesCosts: '', newCustomers: '200' },
      expect: { outputs: { cac: '$10.00' }, band: 'Good' },
    },
    {
      name: 'good just below moderate',
      inputs: { marketingCosts: '4999', salesCosts: '', newCustomers: '100' },
      expect: { outputs: { cac: '$49.99' }, band: 'Good' },
    },
    {
      name: 'moderate at its lower edge',
      inputs: { marketingCosts: '3000', salesCosts: '2000', newCustomers: '100' },
      expect: { outputs: { cac: '$50.00' }, band: 'Moderate' },
    },
    {
      name: 'moderate just below relatively high',
      inputs: { marketingCosts: '19999', salesCosts: '', newCustomers: '100' },
      expect: { outputs: { cac: '$199.99' }, band: 'Moderate' },
    },
    {
      name: 'relatively high at its lower edge',
      inputs: { marketingCosts: '12000', salesCosts: '8000', newCustomers: '100' },
      expect: { outputs: { cac: '$200.00' }, band: 'Relatively High' },
    },
    {
      name: 'relatively high just below very high',
      inputs: { marketingCosts: '', salesCosts: '49999', newCustomers: '100' },
      expect: { outputs: { cac: '$499.99' }, band: 'Relatively High' },
    },
    {
      name: 'very high at its lower edge',
      inputs: { marketingCosts: '30000', salesCosts: '20000', newCustomers: '100' },
      expect: { outputs: { cac: '$500.00' }, band: 'Very High' },
    },
  ],
});
