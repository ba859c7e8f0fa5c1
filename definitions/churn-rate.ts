import { count, defineCalculator, nonNegativeInteger, notAbove, period, positiveInteger } from '../engine';

const badStarting = 'Please enter a valid number of starting customers (must be a positive integer).';
const badChurned = 'Please enter a valid number of churned customers (must be a non-negative integer).';
const tooMany = 'Churned customers cannot exceed starting customers.';

const percent = { style: 'percent', decimals: 2 } as const;

// Spec: output labels, captions and HTML minimums for churn are not shown; we label the outputs 'Churn Rate' and 'Projected Annual Churn', explain each in a caption, and set no minimum (any text is checked on Calculate).

/** Churn rate = churned / starting × 100; projected annual churn = (1 − (1 − rate)^periods per year) × 100 (spec, first group). */
export default defineCalculator({
  key: 'churnRate',
  slug: 'churn-rate',
  title: 'Churn Rate Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'UserMinus',
  seo: {
    metaTitle: 'Churn Rate Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate your customer churn rate for a month, quarter or year, see what it adds up to over a full year and get practical tips to keep more customers.',
    canonicalUrl: '/calculators/churn-rate',
    h1: 'Churn Rate Calculator',
    intro:
      'Find out what share of your customers you lose in a month, quarter or year, see how a monthly or quarterly rate compounds over a full year, and learn what to do about it.',
    summary: 'Work out the percentage of customers you lose each period and project it over a year.',
  },
  related: ['retentionRate', 'ltvCacRatio', 'customerRetentionCost'],
  calculator: {
    title: 'Calculate Your Churn Rate',
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
          count('churnedCustomers', 'Churned Customers', {
            measure: 'lostCustomers',
            placeholder: 'e.g. 50',
            helperText: 'Of those, how many cancelled or did not renew during the period. Leave out customers who joined during it.',
          }),
          period('timePeriod', 'Time Period'),
        ],
        rules: [
          positiveInteger('startingCustomers', badStarting),
          nonNegativeInteger('churnedCustomers', badChurned),
          notAbove('churnedCustomers', 'startingCustomers', tooMany),
        ],
        outputs: [
          {
            id: 'churnRate',
            measure: 'churnRate',
            label: 'Churn Rate',
            expr: 'churnedCustomers / startingCustomers * 100',
            format: percent,
            caption: '{timePeriod} churn: {churnedCustomers} of {startingCustomers} customers lost',
          },
          // The number of periods in a year, in words, for the projection's caption (timePeriod's number: 12, 4 or 1).
          {
            kind: 'label',
            id: 'periodsPerYear',
            of: 'timePeriod',
            hidden: true,
            steps: [{ text: '1 year' }, { from: 4, text: '4 quarters' }, { from: 12, text: '12 months' }],
          },
          {
            id: 'projectedAnnualChurn',
            label: 'Projected Annual Churn',
            expr: '(1 - (1 - churnRate / 100) ^ timePeriod) * 100',
            format: percent,
            caption: 'If churn stays at this rate for {periodsPerYear}',
            visibleWhen: { '!=': [{ var: 'timePeriod' }, 'Year'] },
          },
        ],
        bands: {
          of: 'churnRate',
          better: 'lower',
          steps: [
            {
              label: 'Excellent',
              tone: 'success',
              text: 'Your churn is excellent: you lose fewer than 2 in every 100 customers in the period you entered. Keep watching it as you grow, and turn your loyal base into expansion revenue and referrals.',
            },
            {
              from: 2,
              label: 'Good',
              tone: 'success',
              text: 'Your churn is good: you keep at least 95 in every 100 customers in the period you entered. Small improvements still pay off, because every point of churn you remove compounds over the year.',
            },
            {
              from: 5,
              label: 'Acceptable',
              tone: 'info',
              text: 'Your churn is acceptable for the period you entered, but worth working on. At this rate a good part of your new sales only replaces customers you lost, so find out why people leave and fix the most common reason first.',
            },
            {
              from: 8,
              label: 'Concerning',
              tone: 'warning',
              text: 'Your churn is concerning: you lose roughly one customer in ten or more in the period you entered. Growth will stay hard until retention improves, so study recent cancellations and fix onboarding and the reasons customers give for leaving.',
            },
            {
              from: 15,
              label: 'Very High',
              tone: 'error',
              text: 'Your churn is very high: at least 15 in every 100 customers leave in the period you entered. Make retention your top priority before spending more on acquisition, because new customers are likely to leave just as fast.',
            },
          ],
        },
        tips: {
          of: 'churnRate',
          steps: [
            {
              title: 'How to keep your churn low',
              items: [
                'Track churn by signup month (cohort) so you spot a rising trend before it moves the average.',
                'Find the action that predicts retention, such as a first project created or a first order placed, and guide every new customer to it in their first week.',
                'Build a simple health score from usage, support tickets and payment history, and contact accounts whose score drops.',
                'Cut involuntary churn with automatic card updates, smart payment retries and reminders before a card expires.',
                'Offer annual plans at a discount to lock in customers who already get value from you.',
                'Ask every cancelling customer one question, why they are leaving, and review the answers every month.',
                'Grow accounts with relevant upgrades and add-ons: customers who use more of your product tend to stay longer.',
                'Close the loop on feedback by telling customers when you ship something they asked for.',
              ],
            },
            {
              from: 5,
              title: 'How to bring your churn down',
              items: [
                'Split churn by signup month, plan, acquisition channel and customer size to find where most of the losses come from.',
                'Talk to recently churned customers; after 10 to 20 conversations the main reasons usually become clear.',
                'Fix the first 30 to 90 days: many customers who leave never reached first value, so simplify setup and add guided onboarding.',
                'Check your marketing brings the right customers: if one channel or offer produces customers who leave fast, tighten its targeting or its promise.',
                'Tackle failed payments first with card updaters, payment retries and dunning emails; it is often the quickest win.',
                'Add a cancellation flow that offers a pause, a downgrade or a plan switch instead of losing the customer outright.',
                'Set up alerts for falling usage and reach out well before the renewal date, not after the customer cancels.',
                'Review pricing and packaging: customers who pay for features they do not use are more likely to leave.',
                'Set a churn target for each period and review it with product, support and marketing together.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is churn rate?' },
      {
        type: 'paragraph',
        text: 'Churn rate is the percentage of customers you had at the start of a period who left during it, by cancelling a subscription, not renewing a contract or simply no longer buying. It is the mirror image of retention: a 5% churn rate means you kept 95% of your customers.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the number of customers you had at the start of the period.',
          'Enter how many of those customers left during the period. Do not count or subtract customers who joined during it.',
          'Choose whether the period is a month, a quarter or a year.',
          'Press Calculate to see your churn rate, what it means and, for monthly or quarterly figures, what it adds up to over a year.',
        ],
      },
      {
        type: 'paragraph',
        text: 'The rating is applied to the rate for the period you entered, so a 5% monthly rate and a 5% annual rate get the same rating even though losing 5% a month is far worse. Use the projected annual churn to compare figures measured over different periods.',
      },
      {
        type: 'table',
        caption: 'How this calculator rates your churn rate (for the period entered)',
        illustrative: true,
        columns: ['Churn rate', 'Rating'],
        rows: [
          ['Below 2%', 'Excellent'],
          ['2% to below 5%', 'Good'],
          ['5% to below 8%', 'Acceptable'],
          ['8% to below 15%', 'Concerning'],
          ['15% and above', 'Very High'],
        ],
      },
      { type: 'heading', text: 'Churn rate benchmarks' },
      {
        type: 'paragraph',
        source: 'saastr',
        text: 'Most published churn benchmarks come from subscription software (SaaS), where churn depends heavily on customer size. Jason Lemkin of SaaStr puts churn among very small business customers at often 3-5% a month and consumer subscriptions, such as mobile games, at 6-7% a month, while enterprise customers as a group often grow their spending each year instead of shrinking it. The ranges below are rules of thumb of the same kind, not survey results. Compare yourself with businesses that sell to similar customers, and above all with your own trend.',
      },
      {
        type: 'table',
        caption: 'Rule-of-thumb SaaS customer churn ranges by customer segment; annual churn compounded from the monthly range',
        // Often attributed to Tomasz Tunguz, but his post could not be found (see sources), so the ranges are credited to no one.
        // The annual column is 1 − (1 − monthly)^12, the page's own projection: 0.5% a month is 5.84% a year and 1% is 11.36%.
        illustrative: true,
        columns: ['Customer segment', 'Monthly churn', 'Annual churn'],
        rows: [
          ['Small businesses (SMB)', '3-7%', '31-58%'],
          ['Mid-market', '1-2%', '11-22%'],
          ['Enterprise', '0.5-1%', '6-11%'],
        ],
      },
      { type: 'heading', text: 'Why churn rate matters' },
      {
        type: 'paragraph',
        text: 'Churn decides how hard you have to work just to stand still. A business losing 5% of its customers every month loses about 46% of them over a year, so it must win new customers equal to nearly half of its base each year just to stay the same size. Lower churn also means a longer customer lifetime, which raises customer lifetime value and lets you spend more to acquire each customer profitably.',
      },
      { type: 'heading', text: 'Revenue churn and net revenue retention' },
      {
        type: 'paragraph',
        text: 'This calculator counts customers, but customers are not all worth the same. Revenue churn counts the recurring revenue you lose instead: gross revenue churn is the monthly recurring revenue (MRR) lost to cancellations and downgrades in a period, divided by the MRR at its start, times 100. Losing ten small accounts can matter less than losing one large one, so subscription businesses usually track both.',
      },
      {
        type: 'paragraph',
        text: 'Net revenue retention (NRR) also counts what existing customers add through upgrades and extra seats: NRR = (starting MRR − churned MRR − downgrades + expansion) ÷ starting MRR × 100. Starting with $100,000 of MRR, losing $5,000 to cancellations and $2,000 to downgrades and gaining $10,000 from upgrades gives a gross revenue churn of 7% and an NRR of 103%. Above 100%, the customers you keep grow faster than the revenue that leaves, so revenue rises even before any new sales.',
      },
      { type: 'heading', text: 'How to reduce churn' },
      {
        type: 'paragraph',
        text: 'Start by finding out who leaves and why: split churn by signup month, plan and acquisition channel, and ask departing customers for their reason. Most churn is decided early, so a faster path to first value during onboarding usually has the biggest effect. Then recover failed payments, contact customers whose usage drops before they cancel, and offer a pause or downgrade instead of an all-or-nothing cancellation.',
      },
    ],
    formula: {
      formula:
        'Churn Rate = (Churned Customers ÷ Starting Customers) × 100; Projected Annual Churn = (1 − (1 − Churn Rate ÷ 100)^Periods per Year) × 100',
      description:
        'Divide the customers lost during the period by the customers you had at its start, then multiply by 100. To project a monthly or quarterly rate over a year, compound it over 12 months or 4 quarters.',
      example: {
        calculation: '(50 ÷ 1,000) × 100',
        result: '5.00%',
        explanation:
          'A subscription business that starts the month with 1,000 customers and loses 50 of them has a monthly churn rate of 5.00%, in the Acceptable band. If that rate held for 12 months, it would lose 45.96% of its customers over the year.',
        check: {
          inputs: { startingCustomers: '1000', churnedCustomers: '50', timePeriod: 'Month' },
          output: 'churnRate',
          band: 'Acceptable',
        },
      },
    },
    faq: [
      {
        question: 'What is a good churn rate?',
        answer:
          'It depends on the period and on who your customers are. For subscription software, Jason Lemkin of SaaStr puts churn among very small business customers at often 3-5% a month, while larger customers churn far less. Below 2% for the period you measure is excellent on this calculator’s scale, and improving on your own past rate matters more than matching any benchmark.',
        source: 'saastr',
      },
      {
        question: 'Should I measure churn monthly, quarterly or annually?',
        answer:
          'Match the period to how your customers pay and renew: monthly for monthly subscriptions, annually for yearly contracts. Whatever you choose, compare like with like. A monthly rate compounds over the year, so 5% a month means losing about 46% of your customers in a year, not 60%.',
      },
      {
        question: 'Which customers count as churned?',
        answer:
          'Count only customers who were active at the start of the period and left during it. Customers who signed up during the period are not part of the calculation, even if some of them also left, because mixing them in makes churn look lower or higher than it is.',
      },
      {
        question: 'What is the difference between customer churn and revenue churn?',
        answer:
          'Customer churn, which this calculator measures, counts how many customers leave. Revenue churn measures how much recurring revenue you lose, including downgrades. Losing a few large accounts can mean low customer churn but high revenue churn, so track both if your customers pay very different amounts.',
      },
    ],
  },
  // Checked 2026-11-24: the Tunguz source is removed. No stored copy of his post with the segment ranges was found (again);
  // a stored copy of richardwatson.co/ideal-customer-size.html attributes the ranges (SMB 3-7% a month, mid-market 1-2%,
  // enterprise 0.5-1%) to "a post on the Innovator's Dilemma as it relates to SaaS" by Tunguz without a link, title or date,
  // so the entry had no real title, year or URL (it linked his blog's home page). The table is now marked illustrative.
  // The "5-7% annual churn for enterprise" target had no source and was removed.
  sources: [
    // Checked 2026-11-24 in a stored copy of this page (title as given; it embeds a tweet of May 27, 2024): very small
    // businesses churn "3–5% a month often", consumer SaaS "like mobile subscriptions to games often churns at a rate of
    // 6%-7% a month", true enterprise customers usually show net negative revenue churn (110-120% expansion a year).
    {
      id: 'saastr',
      publisher: 'SaaStr (Jason Lemkin)',
      title: 'Dear SaaStr: What Are The Churn Benchmarks for SaaS?',
      year: 2024,
      url: 'https://www.saastr.com/which-is-the-churn-benchmark-for-saas/',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    {
      name: 'blank starting customers',
      inputs: { startingCustomers: '', churnedCustomers: '50', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'text as starting customers',
      inputs: { startingCustomers: 'abc', churnedCustomers: '50', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'zero starting customers',
      inputs: { startingCustomers: '0', churnedCustomers: '0', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'negative starting customers',
      inputs: { startingCustomers: '-10', churnedCustomers: '0', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'starting customers truncate to zero',
      inputs: { startingCustomers: '0.9', churnedCustomers: '0', timePeriod: 'Month' },
      expect: { message: badStarting },
    },
    {
      name: 'both invalid shows the first rule',
      inputs: { startingCustomers: '', churnedCustomers: '' },
      expect: { message: badStarting },
    },
    {
      name: 'blank churned customers',
      inputs: { startingCustomers: '1000', churnedCustomers: '', timePeriod: 'Month' },
      expect: { message: badChurned },
    },
    {
      name: 'negative churned customers',
      inputs: { startingCustomers: '1000', churnedCustomers: '-1', timePeriod: 'Month' },
      expect: { message: badChurned },
    },
    {
      name: 'text as churned customers',
      inputs: { startingCustomers: '1000', churnedCustomers: '12abc', timePeriod: 'Quarter' },
      expect: { message: badChurned },
    },
    {
      name: 'more churned than starting',
      inputs: { startingCustomers: '1000', churnedCustomers: '1001', timePeriod: 'Month' },
      expect: { message: tooMany },
    },
    {
      name: 'no churn',
      inputs: { startingCustomers: '500', churnedCustomers: '0', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '0.00%', projectedAnnualChurn: '0.00%' }, band: 'Excellent' },
    },
    {
      name: 'excellent, 1% monthly',
      inputs: { startingCustomers: '1000', churnedCustomers: '10', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '1.00%', projectedAnnualChurn: '11.36%' }, band: 'Excellent' },
    },
    {
      name: 'excellent just below good',
      inputs: { startingCustomers: '10000', churnedCustomers: '199', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '1.99%' }, band: 'Excellent' },
    },
    {
      name: 'good at its lower edge, monthly',
      inputs: { startingCustomers: '1000', churnedCustomers: '20', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '2.00%', projectedAnnualChurn: '21.53%' }, band: 'Good' },
    },
    {
      name: 'good at its lower edge, quarterly',
      inputs: { startingCustomers: '1000', churnedCustomers: '20', timePeriod: 'Quarter' },
      expect: { outputs: { churnRate: '2.00%', projectedAnnualChurn: '7.76%' }, band: 'Good' },
    },
    {
      name: 'good, 3% monthly',
      inputs: { startingCustomers: '200', churnedCustomers: '6', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '3.00%', projectedAnnualChurn: '30.62%' }, band: 'Good' },
    },
    {
      name: 'good just below acceptable',
      inputs: { startingCustomers: '10000', churnedCustomers: '499', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '4.99%' }, band: 'Good' },
    },
    {
      name: 'worked example, monthly',
      inputs: { startingCustomers: '1000', churnedCustomers: '50', timePeriod: 'Month' },
      expect: {
        outputs: { churnRate: '5.00%', projectedAnnualChurn: '45.96%' },
        band: 'Acceptable',
      },
    },
    {
      name: 'quarterly projection',
      inputs: { startingCustomers: '1000', churnedCustomers: '50', timePeriod: 'Quarter' },
      expect: { outputs: { churnRate: '5.00%', projectedAnnualChurn: '18.55%' }, band: 'Acceptable' },
    },
    {
      name: 'annual period hides the projection',
      inputs: { startingCustomers: '1000', churnedCustomers: '50', timePeriod: 'Year' },
      expect: { outputs: { churnRate: '5.00%' }, band: 'Acceptable', hidden: ['projectedAnnualChurn'] },
    },
    {
      name: 'period left unset uses monthly',
      inputs: { startingCustomers: '1000', churnedCustomers: '50' },
      expect: { outputs: { churnRate: '5.00%', projectedAnnualChurn: '45.96%' }, band: 'Acceptable' },
    },
    {
      name: 'churned count truncates decimals',
      inputs: { startingCustomers: '1000', churnedCustomers: '50.7', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '5.00%', projectedAnnualChurn: '45.96%' }, band: 'Acceptable' },
    },
    {
      name: 'thousands separators and spaces pasted in',
      inputs: { startingCustomers: ' 1,000 ', churnedCustomers: '50', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '5.00%' }, band: 'Acceptable' },
    },
    {
      name: 'acceptable just below concerning',
      inputs: { startingCustomers: '10000', churnedCustomers: '799', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '7.99%' }, band: 'Acceptable' },
    },
    {
      name: 'concerning at its lower edge, quarterly',
      inputs: { startingCustomers: '1000', churnedCustomers: '80', timePeriod: 'Quarter' },
      expect: { outputs: { churnRate: '8.00%', projectedAnnualChurn: '28.36%' }, band: 'Concerning' },
    },
    {
      name: 'concerning just below very high',
      inputs: { startingCustomers: '10000', churnedCustomers: '1499', timePeriod: 'Year' },
      expect: { outputs: { churnRate: '14.99%' }, band: 'Concerning', hidden: ['projectedAnnualChurn'] },
    },
    {
      name: 'very high at its lower edge',
      inputs: { startingCustomers: '1000', churnedCustomers: '150', timePeriod: 'Year' },
      expect: { outputs: { churnRate: '15.00%' }, band: 'Very High', hidden: ['projectedAnnualChurn'] },
    },
    {
      name: 'every customer lost',
      inputs: { startingCustomers: '10', churnedCustomers: '10', timePeriod: 'Month' },
      expect: { outputs: { churnRate: '100.00%', projectedAnnualChurn: '100.00%' }, band: 'Very High' },
    },
  ],
});
