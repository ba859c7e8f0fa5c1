import { decimal, defineCalculator, money, positive, required } from '../engine';
import { skokSaasMetrics } from './shared/sources';

const allNumbers = 'Please enter valid numbers for all fields';
const allPositive = 'All values must be greater than zero';

const currency = { style: 'currency', decimals: 2 } as const;

// Spec: output labels, a caption and HTML minimums for CLV are not shown; we label the result 'Customer Lifetime Value', add the yearly value per customer as a caption line, and set no minimum.

/** Customer lifetime value = average purchase value × purchase frequency per year × customer lifespan in years (spec, first group). */
export default defineCalculator({
  key: 'clv',
  slug: 'clv',
  title: 'Customer Lifetime Value (CLV) Calculator',
  category: 'Revenue & Profitability',
  cardCategory: 'Revenue',
  icon: 'Users',
  seo: {
    metaTitle: 'Customer Lifetime Value (CLV) Calculator | Free & Simple',
    metaDescription:
      'Calculate customer lifetime value from average purchase value, purchase frequency and lifespan, then compare it with your acquisition cost to set budgets.',
    canonicalUrl: '/calculators/clv',
    h1: 'Customer Lifetime Value (CLV) Calculator',
    intro:
      'Estimate how much revenue a typical customer brings in over the whole relationship with your business, and use it to decide how much you can afford to spend to win and keep customers.',
    summary: 'Estimate the total revenue a typical customer brings in over their lifetime.',
  },
  related: ['aov', 'ltvCacRatio', 'churnRate'],
  calculator: {
    title: 'Calculate Your Customer Lifetime Value',
    onFailure: 'keep',
    clearErrorOnEdit: true,
    modes: [
      {
        id: 'default',
        fields: [
          money('averagePurchaseValue', 'Average Purchase Value', {
            measure: 'aov',
            keep: 'decimal',
            placeholder: 'e.g. 120',
            helperText: 'Total revenue divided by the number of orders (your average order value).',
          }),
          decimal('purchaseFrequency', 'Purchase Frequency (per year)', {
            term: 'purchases a year',
            keep: 'decimal',
            placeholder: 'e.g. 3',
            helperText: 'How many times a typical customer buys from you in a year: orders divided by unique customers.',
          }),
          decimal('customerLifespan', 'Customer Lifespan (years)', {
            term: 'years of customer lifespan',
            keep: 'decimal',
            placeholder: 'e.g. 4',
            helperText: 'How many years a typical customer keeps buying. Roughly 1 divided by your annual churn rate.',
          }),
        ],
        rules: [
          required(['averagePurchaseValue', 'purchaseFrequency', 'customerLifespan'], allNumbers),
          positive(['averagePurchaseValue', 'purchaseFrequency', 'customerLifespan'], allPositive),
        ],
        outputs: [
          {
            id: 'annualValue',
            label: 'Annual Value per Customer',
            expr: 'averagePurchaseValue * purchaseFrequency',
            format: currency,
            hidden: true,
          },
          {
            id: 'clv',
            measure: 'clv',
            label: 'Customer Lifetime Value',
            expr: 'averagePurchaseValue * purchaseFrequency * customerLifespan',
            format: currency,
            caption: 'Revenue per customer per year: {annualValue}',
          },
        ],
        bands: {
          of: 'clv',
          better: 'higher',
          steps: [
            {
              label: 'Low',
              tone: 'warning',
              text: 'Your customer lifetime value is low. Each customer brings in little revenue over time, so keep acquisition costs tight and look for ways to raise order value and repeat purchases.',
            },
            {
              from: 100,
              label: 'Moderate',
              tone: 'info',
              text: 'Your customer lifetime value is moderate. There is room to grow it through upsells, bundles and reasons for customers to come back more often.',
            },
            {
              from: 500,
              label: 'Good',
              tone: 'success',
              text: 'Your customer lifetime value is good. Customers are worth a solid amount over time, which gives you room to invest in acquisition and retention.',
            },
            {
              from: 1000,
              label: 'Excellent',
              tone: 'success',
              text: 'Your customer lifetime value is excellent. Loyal, high-value customers justify a larger acquisition budget and dedicated retention programs.',
            },
            {
              from: 5000,
              label: 'Outstanding',
              tone: 'success',
              text: 'Your customer lifetime value is outstanding. Each customer is worth a great deal, so protecting those relationships and finding more customers like them should be a priority.',
            },
          ],
        },
        tips: {
          of: 'clv',
          steps: [
            {
              title: 'How to increase customer lifetime value',
              items: [
                'Raise average purchase value with bundles, volume discounts and relevant add-ons at checkout.',
                'Set a free-shipping threshold just above your current average order value.',
                'Bring customers back more often with post-purchase emails, replenishment reminders and subscriptions.',
                'Start a loyalty or rewards program that pays off on the second and third purchase, not only the tenth.',
                'Make onboarding and the first experience excellent; customers who succeed early stay longer.',
                'Watch churn signals such as falling order frequency and reach out before customers lapse.',
                'Segment customers by value and give your best ones priority service and early access.',
                'Ask for feedback from customers who leave and fix the most common reasons.',
                'Compare CLV with your customer acquisition cost before scaling any channel.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is customer lifetime value?' },
      {
        type: 'paragraph',
        text: 'Customer lifetime value (CLV, also called LTV) is the total revenue you can expect from a typical customer over the whole time they buy from you. It turns one-off sales figures into the long-term value of a customer relationship, which is what acquisition and retention budgets should be based on.',
      },
      {
        type: 'paragraph',
        text: 'This calculator uses the simple, revenue-based model: average purchase value × purchase frequency per year × customer lifespan in years. It does not subtract the cost of goods or serving the customer, and it does not discount future revenue to today’s money. For budgeting, multiply the result by your gross margin to get the profit a customer contributes.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter your average purchase value: total revenue divided by the number of orders over a period.',
          'Enter how many times a typical customer buys per year: orders divided by unique customers over a year.',
          'Enter the average customer lifespan in years. If you know your annual churn rate, 1 divided by it is a good estimate (25% churn means about 4 years).',
          'Press Calculate to see your customer lifetime value, what it means and how to raise it.',
        ],
      },
      { type: 'heading', text: 'Using CLV with customer acquisition cost' },
      {
        type: 'paragraph',
        text: 'CLV is most useful next to customer acquisition cost (CAC), what you spend in marketing and sales to win one customer. A commonly cited rule of thumb, popularized by SaaS investors such as David Skok, is an LTV:CAC ratio of about 3:1, ideally with CAC earned back within about a year. That rule assumes LTV is measured in gross profit, so apply your margin to this revenue-based CLV before comparing.',
        source: 'skokSaasMetrics',
      },
      {
        type: 'table',
        caption: 'How the LTV:CAC ratio is commonly read',
        // A rule-of-thumb reading of the ratio, not measured data; its cut-offs follow the LTV:CAC calculator's bands (3:1 and 5:1).
        illustrative: true,
        columns: ['LTV:CAC ratio', 'What it usually means'],
        rows: [
          ['Below 1:1', 'Each customer costs more to win than they bring in; growth loses money'],
          ['Around 1:1 to 3:1', 'Thin returns once overheads are counted'],
          ['Around 3:1 to 5:1', 'Healthy balance between growth and profit'],
          ['5:1 or more', 'Profitable, but you may be underinvesting in growth'],
        ],
      },
      { type: 'heading', text: 'Why customer lifetime value matters' },
      {
        type: 'paragraph',
        text: 'Judging a customer by their first order undervalues repeat buyers and can make good channels look unprofitable. Knowing CLV tells you how much you can afford to pay for a customer, which customers deserve the most attention, and how much a small improvement in retention is worth.',
      },
      { type: 'heading', text: 'How to increase customer lifetime value' },
      {
        type: 'paragraph',
        text: 'Each input is a lever. Raise purchase value with bundles and upsells, raise frequency with reminders, subscriptions and loyalty rewards, and extend lifespan with better onboarding, service and early action on customers who are drifting away. Improving all three a little multiplies into a large gain: 10% more on each raises CLV by about 33%.',
      },
    ],
    formula: {
      formula: 'CLV = Average Purchase Value × Purchase Frequency (per year) × Customer Lifespan (years)',
      description:
        'Multiply what a customer spends per purchase by how many purchases they make in a year to get their yearly value, then multiply by how many years they stay.',
      example: {
        calculation: '$120 × 3 × 4',
        result: '$1,440.00',
        explanation:
          'A customer who spends $120 per order, orders 3 times a year and stays for 4 years is worth $1,440.00 in revenue, an excellent lifetime value.',
        check: { inputs: { averagePurchaseValue: '120', purchaseFrequency: '3', customerLifespan: '4' }, output: 'clv', band: 'Excellent' },
      },
    },
    faq: [
      {
        question: 'What is a good customer lifetime value?',
        answer:
          'It depends on your prices and costs. A $300 CLV is healthy for a business that wins customers for $50, and poor for one that pays $400. Judge CLV against your customer acquisition cost: a ratio of about 3:1, with CLV measured in gross profit, is the commonly cited target.',
        source: 'skokSaasMetrics',
      },
      {
        question: 'How do I estimate customer lifespan?',
        answer:
          'Use your own data on how long customers keep buying. If you know your churn rate, average lifespan is roughly 1 divided by the churn rate for the same period: 25% annual churn means about 4 years, and 5% monthly churn about 20 months (1.67 years). New businesses without history should use a conservative guess.',
      },
      {
        question: 'Is this CLV revenue or profit?',
        answer:
          'Revenue. This is the simple model, which ignores costs and the time value of money. Multiply the result by your gross margin for profit-based CLV, and for long lifespans consider discounting future years, because revenue several years away is worth less today.',
      },
      {
        question: 'Should I calculate CLV for all customers or by segment?',
        answer:
          'Both. An overall figure is a good starting point, but CLV often differs greatly by acquisition channel, first product or customer type. Calculating it per segment shows where to spend more and which customers to protect.',
      },
      {
        question: 'How often should I recalculate CLV?',
        answer:
          'Every quarter, or after a change in pricing, product range or retention efforts. Track the three inputs separately as well, so you can see whether purchase value, frequency or lifespan is moving.',
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
    {
      name: 'blank purchase value',
      inputs: { averagePurchaseValue: '', purchaseFrequency: '3', customerLifespan: '4' },
      expect: { message: allNumbers },
    },
    {
      name: 'a lone decimal point',
      inputs: { averagePurchaseValue: '120', purchaseFrequency: '.', customerLifespan: '4' },
      expect: { message: allNumbers },
    },
    {
      name: 'letters keep nothing',
      inputs: { averagePurchaseValue: '120', purchaseFrequency: '3', customerLifespan: 'abc' },
      expect: { message: allNumbers },
    },
    {
      name: 'zero lifespan',
      inputs: { averagePurchaseValue: '120', purchaseFrequency: '3', customerLifespan: '0' },
      expect: { message: allPositive },
    },
    {
      name: 'zero purchase value',
      inputs: { averagePurchaseValue: '0.00', purchaseFrequency: '3', customerLifespan: '4' },
      expect: { message: allPositive },
    },
    {
      name: 'zero frequency',
      inputs: { averagePurchaseValue: '120', purchaseFrequency: '0', customerLifespan: '4' },
      expect: { message: allPositive },
    },
    {
      name: 'low',
      inputs: { averagePurchaseValue: '19.99', purchaseFrequency: '2.5', customerLifespan: '1.5' },
      expect: { outputs: { clv: '$74.96' }, band: 'Low' },
    },
    {
      name: 'low just below moderate',
      inputs: { averagePurchaseValue: '33.33', purchaseFrequency: '3', customerLifespan: '1' },
      expect: { outputs: { clv: '$99.99' }, band: 'Low' },
    },
    {
      name: 'rounds up to $100.00, banded as shown',
      inputs: { averagePurchaseValue: '99.995', purchaseFrequency: '1', customerLifespan: '1' },
      expect: { outputs: { clv: '$100.00' }, band: 'Moderate' },
    },
    {
      name: 'moderate at its lower edge',
      inputs: { averagePurchaseValue: '50', purchaseFrequency: '2', customerLifespan: '1' },
      expect: { outputs: { clv: '$100.00' }, band: 'Moderate' },
    },
    {
      name: 'moderate just below good',
      inputs: { averagePurchaseValue: '499.99', purchaseFrequency: '1', customerLifespan: '1' },
      expect: { outputs: { clv: '$499.99' }, band: 'Moderate' },
    },
    {
      name: 'good at its lower edge',
      inputs: { averagePurchaseValue: '100', purchaseFrequency: '5', customerLifespan: '1' },
      expect: { outputs: { clv: '$500.00' }, band: 'Good' },
    },
    {
      name: 'good just below excellent',
      inputs: { averagePurchaseValue: '999.99', purchaseFrequency: '1', customerLifespan: '1' },
      expect: { outputs: { clv: '$999.99' }, band: 'Good' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { averagePurchaseValue: '250', purchaseFrequency: '2', customerLifespan: '2' },
      expect: { outputs: { clv: '$1,000.00' }, band: 'Excellent' },
    },
    {
      name: 'worked example',
      inputs: { averagePurchaseValue: '120', purchaseFrequency: '3', customerLifespan: '4' },
      expect: { outputs: { clv: '$1,440.00' }, band: 'Excellent' },
    },
    {
      name: 'excellent just below outstanding',
      inputs: { averagePurchaseValue: '4999.99', purchaseFrequency: '1', customerLifespan: '1' },
      expect: { outputs: { clv: '$4,999.99' }, band: 'Excellent' },
    },
    {
      name: 'outstanding at its lower edge',
      inputs: { averagePurchaseValue: '500', purchaseFrequency: '5', customerLifespan: '2' },
      expect: { outputs: { clv: '$5,000.00' }, band: 'Outstanding' },
    },
    {
      name: 'high-value subscription',
      inputs: { averagePurchaseValue: '2500', purchaseFrequency: '12', customerLifespan: '10' },
      expect: { outputs: { clv: '$300,000.00' }, band: 'Outstanding' },
    },
    {
      name: 'dollar sign and separators pasted in',
      inputs: { averagePurchaseValue: '$1,500', purchaseFrequency: '2', customerLifespan: '3' },
      expect: { outputs: { clv: '$9,000.00' }, band: 'Outstanding' },
    },
    {
      name: 'a minus sign is dropped while typing',
      inputs: { averagePurchaseValue: '-50', purchaseFrequency: '2', customerLifespan: '3' },
      expect: { outputs: { clv: '$300.00' }, band: 'Moderate' },
    },
    {
      name: 'fractional frequency and lifespan',
      inputs: { averagePurchaseValue: '80', purchaseFrequency: '0.5', customerLifespan: '2.5' },
      expect: { outputs: { clv: '$100.00' }, band: 'Moderate' },
    },
  ],
});
