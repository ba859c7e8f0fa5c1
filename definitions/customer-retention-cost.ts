import { count, defineCalculator, money, nonNegative, positiveInteger, type CalculatorInput } from '../engine';

type ModeInput = CalculatorInput['calculator']['modes'][number];
type OutputInput = ModeInput['outputs'][number];
type FieldInput = ModeInput['fields'][number];

const badBudget = 'Please enter a valid retention budget amount (must be a non-negative number).';
const badCustomers = 'Please enter a valid number of active customers (must be a positive integer).';

const amount = { style: 'currency', decimals: 2 } as const;
const share = { style: 'percent', decimals: 1 } as const;

const activeCustomersRule = positiveInteger('activeCustomers', badCustomers);

// Blank or invalid costs count as 0 (spec); keep 'decimal' (digits, one point) means a negative cost, which no rule rejects, cannot be typed.
const costField = (id: string, label: string): FieldInput =>
  money(id, label, { keep: 'decimal', blank: 'zero', invalid: 'zero', placeholder: 'Optional' });

const categories = [
  ['loyaltyProgramCost', 'Loyalty Program'],
  ['customerSupportCost', 'Customer Support'],
  ['contentCreationCost', 'Content Creation'],
  ['productImprovementCost', 'Product Improvement'],
  ['customerEngagementCost', 'Customer Engagement'],
] as const;

// Spec: how the CRC vs CAC comparison gets a CAC value is not shown; we show the CAC range at which the CRC would be typical, to compare with.
const crcVsCac: OutputInput = {
  kind: 'table',
  id: 'crcVsCac',
  label: 'CRC vs CAC Benchmarks',
  visibleWhen: { '>': [{ var: 'crc' }, 0] },
  columns: ['Business type', 'Typical CRC as % of CAC', 'CAC at which your CRC is typical'],
  // Rule-of-thumb ranges the page credits to no one (the same as the article's table).
  illustrative: true,
  rows: [
    { label: 'Most businesses', cells: [{ text: '15-30%' }, { range: ['crc / 0.30', 'crc / 0.15'], format: amount }] },
    { label: 'Subscription businesses', cells: [{ text: '20-40%' }, { range: ['crc / 0.40', 'crc / 0.20'], format: amount }] },
    { label: 'High-value B2B', cells: [{ text: '25-50%' }, { range: ['crc / 0.50', 'crc / 0.25'], format: amount }] },
  ],
  note: 'Compare these ranges with your own customer acquisition cost (CAC). If your CAC is above the range for your business type, you may be under-investing in retention; if it is below the range, you may be over-investing in it.',
};

const bands: ModeInput['bands'] = {
  of: 'crc',
  better: 'lower',
  steps: [
    {
      label: 'Relatively Low',
      tone: 'success',
      text: 'You spend relatively little to keep each customer. That is efficient as long as customers are actually staying: check your churn rate, and if it is rising, a modest increase in retention spend may pay for itself.',
    },
    {
      from: 50,
      label: 'Moderate',
      tone: 'info',
      text: 'Your retention cost per customer is moderate. Make sure the money goes to the programs that measurably reduce churn and increase repeat purchases.',
    },
    {
      from: 150,
      label: 'Relatively High',
      tone: 'warning',
      text: 'You spend a relatively large amount to keep each customer. That can be justified for high-value customers such as B2B accounts, but compare it with customer lifetime value and acquisition cost, and look for programs that cost more than the revenue they protect.',
    },
    {
      from: 300,
      label: 'Very High',
      tone: 'error',
      text: 'Your retention cost per customer is very high. Unless each customer is worth many times this amount over their lifetime, review the results of every retention program, cut what does not reduce churn and automate high-touch work where you can.',
    },
  ],
};

const tips: ModeInput['tips'] = {
  of: 'crc',
  steps: [
    {
      title: 'How to get more from your retention budget',
      items: [
        'Track churn and repeat-purchase rates by customer cohort so you know which programs actually keep customers.',
        'Segment customers by value and reserve the most personal (and most expensive) attention for the top segment.',
        'Automate onboarding and lifecycle emails triggered by product usage or purchase behavior.',
        'Build self-service help, such as a searchable knowledge base and in-app guides, to keep customers happy at a low cost per contact.',
        'Watch for early warning signs such as falling usage, fewer logins or lapsed orders, and reach out before the customer leaves.',
        'Reward loyalty with benefits customers value, such as early access, free shipping or better service tiers, rather than blanket discounts that erode margin.',
        'Run short feedback surveys (for example NPS) and close the loop by telling customers what you changed.',
        'Compare your retention cost with customer lifetime value: if retained customers are worth far more than you spend, test a bigger investment in your best-performing programs.',
      ],
    },
    {
      from: 150,
      title: 'How to lower your customer retention cost',
      items: [
        'Estimate the return of each retention program (revenue kept versus cost) and cut or redesign the weakest ones.',
        'Use the Detailed Method to see which category takes the largest share of your spend, and start your review there.',
        'Move routine support questions to self-service and chat, and keep human agents for complex or high-value issues.',
        'Replace across-the-board discounts with targeted offers for customers who show real signs of leaving.',
        'Tier service levels by customer value so high-touch programs go to accounts whose lifetime value justifies them.',
        'Automate onboarding, renewal reminders and win-back emails instead of handling them by hand.',
        'Fix the product problems behind your most common support tickets and cancellation reasons; each fix lowers both churn and support volume.',
        'Reuse content: turn support answers, webinars and guides into a shared library instead of one-off material.',
        'Track retention cost alongside churn rate every quarter so that cost cuts do not quietly raise churn.',
      ],
    },
  ],
};

const table = (rows: string[][]) => rows.map((row) => row.join(' | ')).join('\n');

/** Customer retention cost = retention spend / active customers; detailed total = sum of five costs (spec, more-calculators §9). */
export default defineCalculator({
  key: 'customerRetentionCost',
  slug: 'customer-retention-cost',
  title: 'Customer Retention Cost Calculator',
  category: 'Cost & Efficiency',
  cardCategory: 'Cost',
  icon: 'UserCheck',
  seo: {
    metaTitle: 'Customer Retention Cost (CRC) Calculator | Free Tool',
    metaDescription:
      'Calculate how much you spend to keep each customer, see a cost breakdown by category, compare your retention cost with CAC benchmarks and get tips to improve it.',
    canonicalUrl: '/calculators/customer-retention-cost',
    h1: 'Customer Retention Cost Calculator',
    intro:
      'Work out how much you spend to keep each active customer, from a single retention budget or category by category, and see whether that spend is in line with what you pay to acquire customers.',
    summary: 'Calculate your retention spend per active customer and compare it with typical CRC-to-CAC benchmarks.',
  },
  related: ['retentionRate', 'churnRate', 'cac'],
  calculator: {
    title: 'Calculate Your Customer Retention Cost',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    // Spec: shared tab state is not shown for this calculator (only break-even's tabs share it); we give each tab its own.
    sharedModeState: false,
    modes: [
      {
        id: 'total',
        label: 'Total Spend Method',
        fields: [
          money('retentionBudget', 'Retention Budget', { measure: 'cost', keep: 'any', placeholder: 'e.g. 50000' }),
          count('activeCustomers', 'Active Customers', { measure: 'customers', keep: 'any', placeholder: 'e.g. 1000' }),
        ],
        rules: [nonNegative('retentionBudget', badBudget), activeCustomersRule],
        outputs: [
          {
            id: 'crc',
            measure: 'retentionCost',
            label: 'Retention Cost per Customer',
            expr: 'retentionBudget / activeCustomers',
            format: amount,
          },
          crcVsCac,
        ],
        bands,
        tips,
      },
      {
        id: 'detailed',
        label: 'Detailed Method',
        fields: [
          costField('loyaltyProgramCost', 'Loyalty Program Cost'),
          costField('customerSupportCost', 'Customer Support Cost'),
          costField('contentCreationCost', 'Content Creation Cost'),
          costField('productImprovementCost', 'Product Improvement Cost'),
          costField('customerEngagementCost', 'Customer Engagement Cost'),
          count('activeCustomers', 'Active Customers', { measure: 'customers', keep: 'any', placeholder: 'e.g. 1000' }),
        ],
        rules: [activeCustomersRule],
        outputs: [
          {
            id: 'totalRetentionCost',
            measure: 'cost',
            label: 'Total Retention Cost',
            expr: 'loyaltyProgramCost + customerSupportCost + contentCreationCost + productImprovementCost + customerEngagementCost',
            format: amount,
          },
          {
            id: 'crc',
            measure: 'retentionCost',
            label: 'Retention Cost per Customer',
            expr: 'totalRetentionCost / activeCustomers',
            format: amount,
          },
          {
            kind: 'table',
            id: 'costBreakdown',
            label: 'Cost Breakdown',
            // Spec: the base of the breakdown percentage is not shown; we use each category's share of the total retention cost.
            visibleWhen: { '>': [{ var: 'totalRetentionCost' }, 0] },
            columns: ['Category', 'Amount', 'Percentage'],
            rows: categories.map(([id, label]) => ({
              label,
              cells: [
                { expr: id, format: amount },
                { expr: `${id} / totalRetentionCost * 100`, format: share },
              ],
            })),
          },
          crcVsCac,
        ],
        bands,
        tips,
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is customer retention cost?' },
      {
        type: 'paragraph',
        text: 'Customer retention cost (CRC) is the average amount you spend to keep one existing customer over a period. Add up everything you spend on keeping customers, such as loyalty programs, customer support, content for existing customers, product improvements and engagement campaigns, and divide it by the number of active customers in the same period. It is the counterpart of customer acquisition cost (CAC), which measures what you spend to win a new customer.',
      },
      { type: 'heading', text: 'Why retaining customers usually costs less than acquiring them' },
      {
        type: 'paragraph',
        // Gallo's HBR article reports both figures; the second is her summary of Reichheld's research.
        source: 'hbrKeepingRightCustomers',
        text: 'Existing customers already know your product and trust you, so keeping them generally takes less effort than convincing a stranger to buy. In a 2014 Harvard Business Review article, Amy Gallo noted that, depending on the industry, acquiring a new customer is anywhere from 5 to 25 times more expensive than retaining an existing one, and cited research by Frederick Reichheld of Bain & Company showing that increasing customer retention rates by 5% increases profits by 25% to 95%. The exact figures vary by business, but the direction is consistent: money spent well on retention tends to pay back.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Choose a tab. Use the Total Spend Method if you know your overall retention budget, or the Detailed Method to enter your spend category by category.',
          'Total Spend Method: enter what you spent on retention in the period and the number of active customers in the same period.',
          'Detailed Method: enter your loyalty program, customer support, content creation, product improvement and customer engagement costs. Leave a category blank if you do not track it; it counts as $0.',
          'Press Calculate to see your retention cost per customer, what it means, how it compares with CAC benchmarks and, in the Detailed Method, a breakdown of your spend.',
        ],
      },
      { type: 'heading', text: 'CRC vs CAC benchmarks' },
      {
        type: 'paragraph',
        text: 'Retention cost is easiest to judge next to acquisition cost. A rule of thumb, not a measured benchmark, puts retention cost at 15-30% of CAC for most businesses, somewhat more for subscription businesses and the most for high-value B2B companies, because each account is worth more and needs more hands-on service.',
      },
      {
        type: 'table',
        caption: 'Typical customer retention cost as a share of customer acquisition cost',
        // The page calls these a rule of thumb and credits no data set for them.
        illustrative: true,
        columns: ['Business type', 'CRC as % of CAC'],
        rows: [
          ['Most businesses', '15-30%'],
          ['Subscription businesses', '20-40%'],
          ['High-value B2B', '25-50%'],
        ],
      },
      {
        type: 'paragraph',
        text: 'The calculator turns these ranges around: it shows the CAC at which your retention cost would be typical. With a CRC of $50.00, a CAC between $166.67 and $333.33 is in the range for most businesses. If your real CAC is well above that range, you may be under-investing in retention; if it is below, you may be over-investing.',
      },
      { type: 'heading', text: 'How to optimize your retention cost' },
      {
        type: 'paragraph',
        text: 'The goal is not the lowest possible CRC but the most retention for each dollar. Track churn and repeat purchases alongside cost, so you can see which programs keep customers and which only add expense. Use the Detailed Method to find the category that takes the largest share, move routine support to self-service, automate onboarding and renewal communication, and aim your most expensive attention at your most valuable customers.',
      },
    ],
    formula: {
      formula: 'Customer Retention Cost = Total Retention Spend ÷ Number of Active Customers',
      description:
        'Divide what you spent on keeping customers in a period by the number of active customers in that period. In the Detailed Method, total retention spend is the sum of the loyalty program, customer support, content creation, product improvement and customer engagement costs.',
      example: {
        calculation: '$50,000 ÷ 1,000',
        result: '$50.00',
        explanation:
          'A business that spends $50,000 a year on retention and has 1,000 active customers spends $50.00 to keep each customer, a moderate retention cost.',
        check: { mode: 'total', inputs: { retentionBudget: '50000', activeCustomers: '1000' }, output: 'crc', band: 'Moderate' },
      },
    },
    faq: [
      {
        question: 'What is a good customer retention cost?',
        answer:
          'There is no single good number: it depends on what a customer is worth to you. A $300 retention cost is fine for a B2B account worth $20,000 a year and far too high for a $40 subscription. Judge CRC against customer lifetime value and acquisition cost, and against your own churn rate.',
      },
      {
        question: 'What costs should I include in retention spend?',
        answer:
          'Include spending aimed at existing customers: loyalty rewards and program running costs, the customer support team and its tools, newsletters, guides and webinars for customers, product improvements made to keep customers, and engagement campaigns or events. Leave out spending that wins new customers, which belongs in CAC. Where a cost serves both, split it by an honest estimate.',
      },
      {
        question: 'How is customer retention cost different from customer acquisition cost?',
        answer:
          'CAC is what you spend to win a new customer; CRC is what you spend to keep an existing one. Retention is usually cheaper per customer, which is why the benchmarks express CRC as a fraction of CAC.',
      },
      {
        question: 'Which active customer count should I use?',
        answer:
          'Use the number of customers who were active during the same period as the spend, for example the average of the counts at the start and end of the period. Whatever you choose, use the same definition every time you compare periods.',
      },
      {
        question: 'Is a lower retention cost always better?',
        answer:
          'No. Cutting retention spend lowers CRC at once, but if churn rises you lose customers that cost far more to replace. Aim for the lowest cost that keeps your retention rate where you want it, and watch churn whenever you cut a program.',
      },
    ],
  },
  // Checked 2026-11-24: the CRC-to-CAC ranges (15-30%, 20-40%, 25-50%) are the spec's; no stored page gives them with a
  // source, so both tables stay illustrative and the text calls them a rule of thumb. The Bain & Company brief
  // ("Prescription for cutting costs", 2001) was removed from the sources: its figure is "more than a 25% increase in profit"
  // (as quoted with its URL in several public repositories), not the 25% to 95% this page gives, which is Gallo's.
  sources: [
    // Checked 2026-11-24: the article is not stored here. A stored flipbuilder.com page names it and gives its figures (acquiring
    // a new customer "anywhere from 5 to 25 times more expensive than retaining an existing one depending on your industry";
    // Reichheld's research showing retention up 5% "increases profits by 25% to 95%"), and public repositories cite it as
    // Gallo, A., October 29, 2014, at this URL, with the same two figures.
    {
      id: 'hbrKeepingRightCustomers',
      publisher: 'Harvard Business Review',
      title: 'The Value of Keeping the Right Customers',
      year: 2014,
      url: 'https://hbr.org/2014/10/the-value-of-keeping-the-right-customers',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    // Total Spend Method: validation.
    { name: 'blank budget', mode: 'total', inputs: { retentionBudget: '', activeCustomers: '100' }, expect: { message: badBudget } },
    {
      name: 'budget not a number',
      mode: 'total',
      inputs: { retentionBudget: 'abc', activeCustomers: '100' },
      expect: { message: badBudget },
    },
    { name: 'negative budget', mode: 'total', inputs: { retentionBudget: '-1', activeCustomers: '100' }, expect: { message: badBudget } },
    {
      name: 'both invalid shows the budget message first',
      mode: 'total',
      inputs: { retentionBudget: '', activeCustomers: '' },
      expect: { message: badBudget },
    },
    {
      name: 'blank active customers',
      mode: 'total',
      inputs: { retentionBudget: '5000', activeCustomers: '' },
      expect: { message: badCustomers },
    },
    {
      name: 'zero active customers',
      mode: 'total',
      inputs: { retentionBudget: '5000', activeCustomers: '0' },
      expect: { message: badCustomers },
    },
    {
      name: 'fractional customers truncate to zero',
      mode: 'total',
      inputs: { retentionBudget: '5000', activeCustomers: '0.9' },
      expect: { message: badCustomers },
    },
    {
      name: 'negative active customers',
      mode: 'total',
      inputs: { retentionBudget: '5000', activeCustomers: '-10' },
      expect: { message: badCustomers },
    },
    {
      name: 'active customers not a number',
      mode: 'total',
      inputs: { retentionBudget: '5000', activeCustomers: 'many' },
      expect: { message: badCustomers },
    },
    // Total Spend Method: bands and edges.
    {
      name: 'zero budget',
      mode: 'total',
      inputs: { retentionBudget: '0', activeCustomers: '100' },
      expect: { outputs: { crc: '$0.00' }, band: 'Relatively Low', hidden: ['crcVsCac'] },
    },
    {
      name: 'relatively low just below 50',
      mode: 'total',
      inputs: { retentionBudget: '4999', activeCustomers: '100' },
      expect: { outputs: { crc: '$49.99' }, band: 'Relatively Low' },
    },
    {
      name: 'moderate at its lower edge',
      mode: 'total',
      inputs: { retentionBudget: '5000', activeCustomers: '100' },
      expect: { outputs: { crc: '$50.00' }, band: 'Moderate' },
    },
    {
      name: 'moderate just below 150',
      mode: 'total',
      inputs: { retentionBudget: '14999', activeCustomers: '100' },
      expect: { outputs: { crc: '$149.99' }, band: 'Moderate' },
    },
    {
      name: 'relatively high at its lower edge',
      mode: 'total',
      inputs: { retentionBudget: '15000', activeCustomers: '100' },
      expect: { outputs: { crc: '$150.00' }, band: 'Relatively High' },
    },
    {
      name: 'relatively high just below 300',
      mode: 'total',
      inputs: { retentionBudget: '29999', activeCustomers: '100' },
      expect: { outputs: { crc: '$299.99' }, band: 'Relatively High' },
    },
    {
      name: 'very high at its lower edge',
      mode: 'total',
      inputs: { retentionBudget: '30000', activeCustomers: '100' },
      expect: { outputs: { crc: '$300.00' }, band: 'Very High' },
    },
    {
      name: 'worked example with benchmarks',
      mode: 'total',
      inputs: { retentionBudget: '50000', activeCustomers: '1000' },
      expect: {
        outputs: {
          crc: '$50.00',
          crcVsCac: table([
            ['Most businesses', '15-30%', '$166.67 – $333.33'],
            ['Subscription businesses', '20-40%', '$125.00 – $250.00'],
            ['High-value B2B', '25-50%', '$100.00 – $200.00'],
          ]),
        },
        band: 'Moderate',
      },
    },
    {
      name: 'pasted currency and decimal customers',
      mode: 'total',
      inputs: { retentionBudget: '$50,000', activeCustomers: '1000.9' },
      expect: { outputs: { crc: '$50.00' }, band: 'Moderate' },
    },
    {
      name: 'uneven division',
      mode: 'total',
      inputs: { retentionBudget: '10000', activeCustomers: '3' },
      expect: { outputs: { crc: '$3,333.33' }, band: 'Very High' },
    },
    {
      name: 'large budget',
      mode: 'total',
      inputs: { retentionBudget: '1,250,000', activeCustomers: '2,500' },
      expect: { outputs: { crc: '$500.00' }, band: 'Very High' },
    },
    // Detailed Method: validation.
    {
      name: 'detailed: blank active customers',
      mode: 'detailed',
      inputs: { loyaltyProgramCost: '1000', activeCustomers: '' },
      expect: { message: badCustomers },
    },
    {
      name: 'detailed: zero active customers',
      mode: 'detailed',
      inputs: { loyaltyProgramCost: '1000', activeCustomers: '0' },
      expect: { message: badCustomers },
    },
    {
      name: 'detailed: active customers not a number',
      mode: 'detailed',
      inputs: { loyaltyProgramCost: '1000', activeCustomers: 'abc' },
      expect: { message: badCustomers },
    },
    // Detailed Method: results.
    {
      name: 'detailed: every cost blank',
      mode: 'detailed',
      inputs: { activeCustomers: '100' },
      expect: { outputs: { totalRetentionCost: '$0.00', crc: '$0.00' }, band: 'Relatively Low', hidden: ['costBreakdown', 'crcVsCac'] },
    },
    {
      name: 'detailed: blanks and invalid text count as 0',
      mode: 'detailed',
      inputs: {
        loyaltyProgramCost: '12000',
        customerSupportCost: '',
        contentCreationCost: 'abc',
        productImprovementCost: '8,000',
        customerEngagementCost: '5000',
        activeCustomers: '500',
      },
      expect: {
        outputs: {
          totalRetentionCost: '$25,000.00',
          crc: '$50.00',
          costBreakdown: table([
            ['Loyalty Program', '$12,000.00', '48.0%'],
            ['Customer Support', '$0.00', '0.0%'],
            ['Content Creation', '$0.00', '0.0%'],
            ['Product Improvement', '$8,000.00', '32.0%'],
            ['Customer Engagement', '$5,000.00', '20.0%'],
          ]),
          crcVsCac: table([
            ['Most businesses', '15-30%', '$166.67 – $333.33'],
            ['Subscription businesses', '20-40%', '$125.00 – $250.00'],
            ['High-value B2B', '25-50%', '$100.00 – $200.00'],
          ]),
        },
        band: 'Moderate',
      },
    },
    {
      name: 'detailed: every category filled',
      mode: 'detailed',
      inputs: {
        loyaltyProgramCost: '4000',
        customerSupportCost: '6000',
        contentCreationCost: '1500',
        productImprovementCost: '2500',
        customerEngagementCost: '1000',
        activeCustomers: '120',
      },
      expect: {
        outputs: {
          totalRetentionCost: '$15,000.00',
          crc: '$125.00',
          costBreakdown: table([
            ['Loyalty Program', '$4,000.00', '26.7%'],
            ['Customer Support', '$6,000.00', '40.0%'],
            ['Content Creation', '$1,500.00', '10.0%'],
            ['Product Improvement', '$2,500.00', '16.7%'],
            ['Customer Engagement', '$1,000.00', '6.7%'],
          ]),
          crcVsCac: table([
            ['Most businesses', '15-30%', '$416.67 – $833.33'],
            ['Subscription businesses', '20-40%', '$312.50 – $625.00'],
            ['High-value B2B', '25-50%', '$250.00 – $500.00'],
          ]),
        },
        band: 'Moderate',
      },
    },
    {
      name: 'detailed: relatively low',
      mode: 'detailed',
      inputs: { customerSupportCost: '4999.99', activeCustomers: '1000' },
      expect: { outputs: { crc: '$5.00' }, band: 'Relatively Low' },
    },
    {
      name: 'detailed: moderate just below 150',
      mode: 'detailed',
      inputs: { contentCreationCost: '14999', activeCustomers: '100' },
      expect: { outputs: { crc: '$149.99' }, band: 'Moderate' },
    },
    {
      name: 'detailed: relatively high at its lower edge',
      mode: 'detailed',
      inputs: { customerSupportCost: '10000', productImprovementCost: '5000', activeCustomers: '100' },
      expect: { outputs: { totalRetentionCost: '$15,000.00', crc: '$150.00' }, band: 'Relatively High' },
    },
    {
      name: 'detailed: very high, one category',
      mode: 'detailed',
      inputs: { loyaltyProgramCost: '30000', activeCustomers: '100.7' },
      expect: {
        outputs: {
          crc: '$300.00',
          costBreakdown: table([
            ['Loyalty Program', '$30,000.00', '100.0%'],
            ['Customer Support', '$0.00', '0.0%'],
            ['Content Creation', '$0.00', '0.0%'],
            ['Product Improvement', '$0.00', '0.0%'],
            ['Customer Engagement', '$0.00', '0.0%'],
          ]),
        },
        band: 'Very High',
      },
    },
  ],
});
