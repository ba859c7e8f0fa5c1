import { count, defineCalculator, nonNegativeInteger, period, positiveInteger, rule } from '../engine';

const badStarting = 'Please enter a valid number of starting customers (must be a positive integer).';
const badNew = 'Please enter a valid number of new customers (must be a non-negative integer).';
const badEnding = 'Please enter a valid number of ending customers (must be a positive integer).';
const tooMany = 'Ending customers cannot exceed the sum of starting and new customers.';

const negativeNoteText =
  'You ended the period with fewer customers (40) than you gained (50), so every starting customer and some new ones left. Check that all three counts cover the same period and the same definition of a customer.';

/** Retention % = (ending customers − new customers) ÷ starting customers × 100 (spec more-calculators.md, sections 2-5 and 9). */
export default defineCalculator({
  key: 'retentionRate',
  slug: 'retention-rate',
  title: 'Retention Rate Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'UserCheck',
  seo: {
    metaTitle: 'Customer Retention Rate Calculator | Free Marketing Tools',
    metaDescription:
      'Calculate your monthly, quarterly or annual customer retention rate from starting, new and ending customers, see how it rates and get tips to keep more customers.',
    canonicalUrl: '/calculators/retention-rate',
    h1: 'Customer Retention Rate Calculator',
    intro:
      'Find out what share of the customers you had at the start of a month, quarter or year were still with you at the end, without letting new sign-ups flatter the figure.',
    summary: 'Work out the percentage of existing customers you kept over a month, quarter or year.',
  },
  related: ['churnRate', 'clv', 'customerRetentionCost'],
  calculator: {
    title: 'Calculate Your Retention Rate',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          count('startingCustomers', 'Starting Customers', {
            measure: 'customers',
            placeholder: 'e.g. 1000',
            helperText: 'Customers you had at the start of the period.',
          }),
          count('newCustomers', 'New Customers', {
            measure: 'newCustomers',
            placeholder: 'e.g. 150',
            helperText: 'Customers who joined during the period.',
          }),
          count('endingCustomers', 'Ending Customers', {
            measure: 'customers',
            placeholder: 'e.g. 1030',
            helperText: 'All customers you had at the end of the period, new ones included.',
          }),
          period('timePeriod', 'Time Period'),
        ],
        rules: [
          positiveInteger('startingCustomers', badStarting),
          nonNegativeInteger('newCustomers', badNew),
          positiveInteger('endingCustomers', badEnding),
          // No builder compares a field with a sum of two others: ending <= starting + new.
          rule({ '<=': [{ var: 'endingCustomers' }, { '+': [{ var: 'startingCustomers' }, { var: 'newCustomers' }] }] }, tooMany),
        ],
        outputs: [
          {
            id: 'retentionRate',
            measure: 'retentionRate',
            // Spec: the exact result label is not shown; we use the period's option label, giving 'Monthly Retention Rate', 'Quarterly Retention Rate' or 'Annual Retention Rate'.
            label: '{timePeriod} Retention Rate',
            expr: '(endingCustomers - newCustomers) / startingCustomers * 100',
            format: { style: 'percent', decimals: 2 },
            caption: '({endingCustomers} ending − {newCustomers} new) ÷ {startingCustomers} starting customers',
          },
          // A negative rate is valid input (new customers above ending customers); say what it implies.
          {
            kind: 'text',
            id: 'negativeNote',
            visibleWhen: { '<': [{ var: 'retentionRate' }, 0] },
            template:
              'You ended the period with fewer customers ({endingCustomers}) than you gained ({newCustomers}), so every starting customer and some new ones left. Check that all three counts cover the same period and the same definition of a customer.',
          },
        ],
        bands: {
          of: 'retentionRate',
          better: 'higher',
          steps: [
            {
              label: 'Very Low',
              tone: 'error',
              text: 'Your retention rate is very low: you kept fewer than 4 in every 10 customers you started the period with. New sales are mostly replacing lost customers, so make finding and fixing the main reasons people leave your top priority before spending more on acquisition.',
            },
            {
              from: 40,
              label: 'Concerning',
              tone: 'warning',
              text: 'Your retention rate is concerning: you lose somewhere between 4 and 6 in every 10 existing customers over the period. Talk to customers who left, tighten onboarding and check that your marketing attracts people your product actually suits.',
            },
            {
              from: 60,
              label: 'Adequate',
              tone: 'info',
              text: 'Your retention rate is adequate, but a sizeable share of customers still leaves each period. Each point you add raises customer lifetime value, so focus on the first weeks after purchase and on customers whose activity drops.',
            },
            {
              from: 75,
              label: 'Good',
              tone: 'success',
              text: 'Your retention rate is good: at least three quarters of your existing customers stayed. Keep an eye on the trend by cohort and look for the next improvement in onboarding, service and loyalty offers.',
            },
            {
              from: 85,
              label: 'Excellent',
              tone: 'success',
              text: 'Your retention rate is excellent: you keep the large majority of your customers. Protect it as you grow, and turn loyal customers into referrals, reviews and upgrades.',
            },
            {
              from: 95,
              label: 'Exceptional',
              tone: 'success',
              text: 'Your retention rate is exceptional: almost every customer you started with is still with you. Make sure the counts are right, then build on that loyalty with referral programs, case studies and expansion offers.',
            },
          ],
        },
        tips: {
          of: 'retentionRate',
          steps: [
            {
              title: 'How to keep more of your customers',
              items: [
                'Track retention by signup month (cohort) so a drop among recent customers shows up before it moves the average.',
                'Find the action that predicts staying, such as a second order or a first project created, and guide every new customer to it early.',
                'Send a short onboarding sequence in the first 30 days that shows customers how to get value quickly.',
                'Ask customers who leave for their main reason, and fix the most common one before the next period.',
                'Watch for warning signs such as falling usage, fewer orders or unanswered support tickets, and reach out before customers go.',
                'Reward loyalty with perks that grow over time, such as member pricing, early access or free shipping thresholds.',
                'Recover failed payments with card updaters, retries and reminder emails; involuntary churn is often the easiest to fix.',
                'Offer a pause or a cheaper plan in your cancellation flow instead of an all-or-nothing choice.',
                'Close the feedback loop: tell customers when you ship an improvement they asked for.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is customer retention rate?' },
      {
        type: 'paragraph',
        text: 'Customer retention rate (CRR) is the percentage of the customers you had at the start of a period who are still customers at the end of it. New customers who joined during the period are subtracted from the ending count, so a burst of new sign-ups cannot hide the fact that existing customers are leaving. Retention is the mirror image of churn: 85% retention means 15% churn for the same period.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the number of customers you had at the start of the period.',
          'Enter the number of new customers who joined during the period.',
          'Enter the total number of customers at the end of the period, including the new ones.',
          'Choose whether the period is a month, a quarter or a year.',
          'Press Calculate to see your retention rate for that period, what it means and how to improve it.',
        ],
      },
      {
        type: 'paragraph',
        text: 'The formula assumes new customers are still with you at the end of the period. If more new customers joined than you had at the end, the rate is negative: every starting customer and some new ones left. The rating below applies to the rate for the period you entered, so compare monthly figures with monthly figures; 85% retention a month is far weaker than 85% a year.',
      },
      {
        type: 'table',
        caption: 'How this calculator rates your retention rate (for the period entered)',
        illustrative: true,
        columns: ['Retention rate', 'Rating'],
        rows: [
          ['95% and above', 'Exceptional'],
          ['85% to below 95%', 'Excellent'],
          ['75% to below 85%', 'Good'],
          ['60% to below 75%', 'Adequate'],
          ['40% to below 60%', 'Concerning'],
          ['Below 40%', 'Very Low'],
        ],
      },
      { type: 'heading', text: 'Retention rate benchmarks' },
      {
        type: 'paragraph',
        source: 'statista',
        text: 'Retention depends heavily on the business model. Subscription and contract businesses keep most customers from year to year, while retailers, restaurants and travel brands, where buying again is optional, keep far fewer. Statista’s figures by industry for 2018 put average customer retention at 81-84% for media, professional services and IT services, 63% for retail and 55% for hospitality, travel and restaurants. Treat these as rough guides and compare yourself first with your own past periods.',
      },
      { type: 'heading', text: 'Why retention rate matters' },
      {
        type: 'paragraph',
        source: 'bain',
        text: 'Keeping a customer is usually much cheaper than winning a new one, and loyal customers tend to buy more over time. Frederick Reichheld of Bain & Company found that in financial services a 5% increase in customer retention produces more than a 25% increase in profit, which shows how strongly small retention gains can compound. Higher retention also raises customer lifetime value, which lets you spend more on acquisition while staying profitable.',
      },
      { type: 'heading', text: 'How to improve your retention rate' },
      {
        type: 'paragraph',
        text: 'Start by finding out who leaves and why: split retention by signup month, product and acquisition channel, and ask departing customers for their reason. Most losses happen early, so a faster path to first value in onboarding usually pays off most. Then add regular, useful contact, reward loyalty, fix failed payments and reach out to customers whose activity drops before they leave.',
      },
    ],
    formula: {
      formula: 'Retention Rate = ((Ending Customers − New Customers) ÷ Starting Customers) × 100',
      description:
        'Subtract the customers who joined during the period from the customers you had at its end, divide by the customers you had at its start, then multiply by 100.',
      example: {
        calculation: '((1,030 − 150) ÷ 1,000) × 100',
        result: '88.00%',
        explanation:
          'A business that starts the year with 1,000 customers, wins 150 new ones and ends the year with 1,030 kept 880 of its original customers: an annual retention rate of 88.00%, in the Excellent band.',
        check: {
          inputs: { startingCustomers: '1000', newCustomers: '150', endingCustomers: '1030', timePeriod: 'Year' },
          output: 'retentionRate',
          band: 'Excellent',
        },
      },
    },
    faq: [
      {
        question: 'What is a good customer retention rate?',
        answer:
          'It depends on your industry and the period you measure. On this calculator 75% or more for the period is good and 85% or more is excellent. Subscription and B2B businesses usually keep a higher share of customers each year than retailers or hospitality brands, so compare yourself with similar businesses and with your own trend.',
      },
      {
        question: 'Why are new customers subtracted?',
        answer:
          'Retention measures how well you keep the customers you already had. If you left new customers in the ending count, strong sales could hide heavy losses: a business could lose half its customers and still look stable if it replaced them.',
      },
      {
        question: 'How is retention rate related to churn rate?',
        answer:
          'For the same group of customers and the same period, retention rate plus churn rate equals 100%. A quarterly retention rate of 90% means a quarterly churn rate of 10%.',
      },
      {
        question: 'Why is my retention rate negative?',
        answer:
          'A negative rate means you ended the period with fewer customers than you gained, so all your starting customers and some new ones left. Check that all three numbers cover the same period and count customers the same way; if they do, retention needs urgent attention.',
      },
      {
        question: 'Should I measure retention monthly, quarterly or annually?',
        answer:
          'Match the period to how customers buy or renew: monthly for monthly subscriptions, annually for yearly contracts or seasonal purchases. Always compare rates over the same length of period, because a monthly rate that looks high can still add up to heavy losses over a year.',
      },
    ],
  },
  sources: [
    // Checked 2026-11-24: the Statista page itself is not stored here. The figures (media and professional services 84%, IT
    // services 81%, banking 75%, retail 63%, hospitality, travel and restaurants 55%) are on stored copies of explodingtopics.com,
    // thinkimpact.com and answeriq.com pages (their credit line is not in the parts seen), and a public repository cites this
    // URL for banking's 75% "in 2018". The page no longer calls it a survey or the figures annual, which nothing seen says.
    {
      id: 'statista',
      publisher: 'Statista',
      title: 'Customer retention rates by industry worldwide 2018',
      year: 2018,
      url: 'https://www.statista.com/statistics/1041645/customer-retention-rates-by-industry-worldwide/',
    },
    // Checked 2026-11-24: the PDF is not stored here; several public repositories cite this URL with its wording, "A 5%
    // increase in customer retention produces more than a 25% increase in profit". The "25% to 95%" the page used to credit
    // to it is Amy Gallo's summary of Reichheld's research in Harvard Business Review (2014), not this brief's figure.
    // Checked 2026-11-29: a stored copy of the brief (docplayer.net, "Prescription for cutting costs") gives the figure for
    // one industry: "In financial services, for example, a 5% increase in customer retention produces more than a 25%
    // increase in profit", so the page now says so rather than claiming it for every business.
    {
      id: 'bain',
      publisher: 'Bain & Company (Frederick F. Reichheld)',
      title: 'Prescription for cutting costs',
      year: 2001,
      url: 'https://media.bain.com/Images/BB_Prescription_cutting_costs.pdf',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    {
      name: 'blank starting customers',
      inputs: { startingCustomers: '', newCustomers: '10', endingCustomers: '100', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'text as starting customers',
      inputs: { startingCustomers: 'abc', newCustomers: '10', endingCustomers: '100', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'zero starting customers',
      inputs: { startingCustomers: '0', newCustomers: '10', endingCustomers: '5', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'negative starting customers',
      inputs: { startingCustomers: '-100', newCustomers: '10', endingCustomers: '5', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'starting customers truncate to zero',
      inputs: { startingCustomers: '0.9', newCustomers: '0', endingCustomers: '1', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'every field invalid shows the first rule',
      inputs: { startingCustomers: '', newCustomers: '', endingCustomers: '' },
      expect: { message: badStarting },
    },
    {
      name: 'blank new customers',
      inputs: { startingCustomers: '100', newCustomers: '', endingCustomers: '90', timePeriod: 'Month' },
      expect: { message: badNew },
    },
    {
      name: 'negative new customers',
      inputs: { startingCustomers: '100', newCustomers: '-1', endingCustomers: '90', timePeriod: 'Month' },
      expect: { message: badNew },
    },
    {
      name: 'text as new customers',
      inputs: { startingCustomers: '100', newCustomers: '10x', endingCustomers: '90', timePeriod: 'Quarter' },
      expect: { message: badNew },
    },
    {
      name: 'blank ending customers',
      inputs: { startingCustomers: '100', newCustomers: '10', endingCustomers: '', timePeriod: 'Month' },
      expect: { message: badEnding },
    },
    {
      name: 'zero ending customers',
      inputs: { startingCustomers: '100', newCustomers: '10', endingCustomers: '0', timePeriod: 'Month' },
      expect: { message: badEnding },
    },
    {
      name: 'text as ending customers',
      inputs: { startingCustomers: '100', newCustomers: '10', endingCustomers: 'abc', timePeriod: 'Year' },
      expect: { message: badEnding },
    },
    {
      name: 'ending above starting plus new',
      inputs: { startingCustomers: '100', newCustomers: '20', endingCustomers: '121', timePeriod: 'Month' },
      expect: { message: tooMany },
    },
    {
      name: 'ending above starting with no new customers',
      inputs: { startingCustomers: '1,000', newCustomers: '0', endingCustomers: '1,001', timePeriod: 'Year' },
      expect: { message: tooMany },
    },
    {
      name: 'ending equal to starting plus new: everyone stayed',
      inputs: { startingCustomers: '100', newCustomers: '20', endingCustomers: '120', timePeriod: 'Month' },
      expect: {
        outputs: { retentionRate: '100.00%' },
        band: 'Exceptional',
        hidden: ['negativeNote'],
        labels: { retentionRate: 'Monthly Retention Rate' },
      },
    },
    {
      name: 'negative rate when new customers exceed ending customers',
      inputs: { startingCustomers: '100', newCustomers: '50', endingCustomers: '40', timePeriod: 'Month' },
      expect: {
        outputs: { retentionRate: '-10.00%', negativeNote: negativeNoteText },
        band: 'Very Low',
        captions: { retentionRate: '(40 ending − 50 new) ÷ 100 starting customers' },
      },
    },
    {
      name: 'no starting customers kept',
      inputs: { startingCustomers: '100', newCustomers: '50', endingCustomers: '50', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '0.00%' }, band: 'Very Low', hidden: ['negativeNote'] },
    },
    {
      name: 'very low',
      inputs: { startingCustomers: '100', newCustomers: '0', endingCustomers: '39', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '39.00%' }, band: 'Very Low' },
    },
    {
      name: 'very low just below concerning',
      inputs: { startingCustomers: '10000', newCustomers: '0', endingCustomers: '3999', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '39.99%' }, band: 'Very Low' },
    },
    {
      name: 'shown as 40.00% rates as concerning',
      inputs: { startingCustomers: '20000', newCustomers: '0', endingCustomers: '7999', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '40.00%' }, band: 'Concerning' },
    },
    {
      name: 'concerning at its lower edge',
      inputs: { startingCustomers: '100', newCustomers: '0', endingCustomers: '40', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '40.00%' }, band: 'Concerning' },
    },
    {
      name: 'concerning just below adequate',
      inputs: { startingCustomers: '10000', newCustomers: '0', endingCustomers: '5999', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '59.99%' }, band: 'Concerning' },
    },
    {
      name: 'adequate at its lower edge',
      inputs: { startingCustomers: '100', newCustomers: '0', endingCustomers: '60', timePeriod: 'Quarter' },
      expect: { outputs: { retentionRate: '60.00%' }, band: 'Adequate' },
    },
    {
      name: 'adequate just below good',
      inputs: { startingCustomers: '10000', newCustomers: '0', endingCustomers: '7499', timePeriod: 'Quarter' },
      expect: { outputs: { retentionRate: '74.99%' }, band: 'Adequate' },
    },
    {
      name: 'good at its lower edge, with new customers',
      inputs: { startingCustomers: '200', newCustomers: '30', endingCustomers: '180', timePeriod: 'Quarter' },
      expect: {
        outputs: { retentionRate: '75.00%' },
        band: 'Good',
        labels: { retentionRate: 'Quarterly Retention Rate' },
        captions: { retentionRate: '(180 ending − 30 new) ÷ 200 starting customers' },
      },
    },
    {
      name: 'good just below excellent',
      inputs: { startingCustomers: '10000', newCustomers: '0', endingCustomers: '8499', timePeriod: 'Year' },
      expect: { outputs: { retentionRate: '84.99%' }, band: 'Good' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { startingCustomers: '100', newCustomers: '0', endingCustomers: '85', timePeriod: 'Year' },
      expect: { outputs: { retentionRate: '85.00%' }, band: 'Excellent' },
    },
    {
      name: 'worked example, annual',
      inputs: { startingCustomers: '1000', newCustomers: '150', endingCustomers: '1030', timePeriod: 'Year' },
      expect: {
        outputs: { retentionRate: '88.00%' },
        band: 'Excellent',
        hidden: ['negativeNote'],
        labels: { retentionRate: 'Annual Retention Rate' },
        captions: { retentionRate: '(1,030 ending − 150 new) ÷ 1,000 starting customers' },
      },
    },
    {
      name: 'excellent just below exceptional',
      inputs: { startingCustomers: '10000', newCustomers: '0', endingCustomers: '9499', timePeriod: 'Year' },
      expect: { outputs: { retentionRate: '94.99%' }, band: 'Excellent' },
    },
    {
      name: 'exceptional at its lower edge',
      inputs: { startingCustomers: '100', newCustomers: '0', endingCustomers: '95', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '95.00%' }, band: 'Exceptional' },
    },
    {
      name: 'period left unset uses monthly',
      inputs: { startingCustomers: '500', newCustomers: '40', endingCustomers: '490' },
      expect: { outputs: { retentionRate: '90.00%' }, band: 'Excellent', labels: { retentionRate: 'Monthly Retention Rate' } },
    },
    {
      name: 'counts truncate decimals',
      inputs: { startingCustomers: '1000.9', newCustomers: '150.5', endingCustomers: '1030.99', timePeriod: 'Year' },
      expect: { outputs: { retentionRate: '88.00%' }, band: 'Excellent' },
    },
    {
      name: 'thousands separators and spaces pasted in',
      inputs: { startingCustomers: ' 2,400 ', newCustomers: '300', endingCustomers: '2,316', timePeriod: 'Quarter' },
      expect: {
        outputs: { retentionRate: '84.00%' },
        band: 'Good',
        captions: { retentionRate: '(2,316 ending − 300 new) ÷ 2,400 starting customers' },
      },
    },
    {
      name: 'a third kept',
      inputs: { startingCustomers: '3', newCustomers: '0', endingCustomers: '1', timePeriod: 'Month' },
      expect: { outputs: { retentionRate: '33.33%' }, band: 'Very Low' },
    },
  ],
});
