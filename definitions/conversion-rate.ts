import { count, defineCalculator, notAbove, positive, required } from '../engine';

const bothNumbers = 'Please enter valid numbers for both fields';
const noVisitors = 'Total visitors must be greater than zero';
const tooMany = 'Conversions cannot be greater than total visitors';

/** Conversion rate = conversions / visitors × 100 (spec, first group). */
export default defineCalculator({
  key: 'conversionRate',
  slug: 'conversion-rate',
  title: 'Conversion Rate Calculator',
  category: 'Conversion & Performance',
  cardCategory: 'Conversion',
  icon: 'TrendingUp',
  seo: {
    metaTitle: 'Conversion Rate Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate your website or campaign conversion rate in seconds, see how it compares with industry benchmarks and get practical tips to improve it.',
    canonicalUrl: '/calculators/conversion-rate',
    h1: 'Conversion Rate Calculator',
    intro:
      'Find out what share of your visitors take the action you want, whether that is a purchase, a sign-up or a lead form, and see how your rate compares with typical benchmarks.',
    summary: 'Work out the percentage of visitors who convert and compare it with industry averages.',
  },
  related: ['ctr', 'cpa', 'roi'],
  calculator: {
    title: 'Calculate Your Conversion Rate',
    onFailure: 'keep',
    clearErrorOnEdit: true,
    modes: [
      {
        id: 'default',
        fields: [
          count('visitors', 'Total Visitors', { measure: 'visitors', keep: 'digits', min: 1, placeholder: 'e.g. 10000' }),
          count('conversions', 'Total Conversions', { measure: 'conversions', keep: 'digits', min: 0, placeholder: 'e.g. 250' }),
        ],
        rules: [
          required(['visitors', 'conversions'], bothNumbers),
          positive('visitors', noVisitors),
          notAbove('conversions', 'visitors', tooMany),
        ],
        outputs: [
          {
            id: 'conversionRate',
            measure: 'conversionRate',
            label: 'Your Conversion Rate',
            expr: 'conversions / visitors * 100',
            format: { style: 'percent', decimals: 2 },
          },
        ],
        bands: {
          of: 'conversionRate',
          better: 'higher',
          steps: [
            {
              label: 'Below Average',
              tone: 'error',
              text: 'Your conversion rate is below average. There is a significant opportunity to turn more of your existing traffic into customers before you spend more on acquiring visitors.',
            },
            {
              from: 1,
              label: 'Fair',
              tone: 'warning',
              text: 'Your conversion rate is fair. A/B testing your headline, offer and call to action is the quickest way to find out what moves it up.',
            },
            {
              from: 2,
              label: 'Good',
              tone: 'success',
              text: 'Your conversion rate is good and in line with industry averages. Keep testing to move from average to top performer.',
            },
            {
              from: 5,
              label: 'Excellent',
              tone: 'success',
              text: 'Your conversion rate is excellent, well above typical industry averages. Protect it as you scale traffic, and look for growth in average order value and retention.',
            },
          ],
        },
        tips: {
          of: 'conversionRate',
          steps: [
            {
              title: 'How to improve your conversion rate',
              items: [
                'Make one clear call to action per page and put it above the fold.',
                'Cut form fields to the minimum you need; every extra field loses people.',
                'Match the landing page headline to the ad or email that brought the visitor.',
                'Add proof near the decision point: reviews, ratings, client logos or guarantees.',
                'Speed up the page: aim for it to load in under three seconds on mobile.',
                'Run A/B tests on one element at a time and wait for a meaningful sample before deciding.',
                'Remove surprises at checkout, such as late shipping costs or forced account creation.',
                'Retarget visitors who left without converting with a reminder or a relevant offer.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is conversion rate?' },
      {
        type: 'paragraph',
        text: 'Conversion rate is the percentage of visitors who complete a goal you care about: buying a product, booking a demo, subscribing to a newsletter or filling in a lead form. It is the clearest single measure of how well a page, a campaign or a whole site turns attention into results.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the total number of visitors (or sessions) for the period you want to measure.',
          'Enter the number of conversions in the same period.',
          'Press Calculate to see your conversion rate, what it means and how to improve it.',
        ],
      },
      { type: 'heading', text: 'Conversion rate benchmarks' },
      {
        type: 'paragraph',
        text: 'Conversion rates vary widely by industry, traffic source and what counts as a conversion. The ranges below are rules of thumb commonly quoted in marketing writing, not the figures of any one study, so treat them as a starting point and compare yourself first with your own history.',
      },
      {
        type: 'table',
        caption: 'Typical conversion rates by channel or business type',
        // Ranges commonly quoted across studies, not the figures of one report (Unbounce's report gives medians by industry), so illustrative.
        illustrative: true,
        columns: ['Channel or business type', 'Typical conversion rate'],
        rows: [
          ['E-commerce', '1.5-3%'],
          ['B2B', '2-5%'],
          ['Email', '1-5%'],
          ['Landing pages', '2.5-10%'],
          ['SaaS', '3-5%'],
        ],
      },
      {
        type: 'paragraph',
        text: 'For measured figures, Unbounce’s 2024 Conversion Benchmark Report analysed more than 41,000 landing pages and 464 million visitors between July 2023 and July 2024. It reports landing-page conversion rates by industry, as medians or averages, not ranges by channel. A dedicated landing page is not comparable with a whole website, so compare a landing page with its industry’s figure there and a whole site with its own past rate.',
        source: 'unbounce',
      },
      { type: 'heading', text: 'Why conversion rate matters' },
      {
        type: 'paragraph',
        text: 'Raising your conversion rate multiplies the value of every visitor you already pay for. Going from 2% to 3% brings 50% more customers from the same traffic, which lowers your cost per acquisition and raises the return on every channel at once.',
      },
      { type: 'heading', text: 'How to improve your conversion rate' },
      {
        type: 'paragraph',
        text: 'Start where most visitors drop off. Use analytics to find the pages with high traffic and low conversion, then test clearer offers, shorter forms, faster pages and stronger social proof. Small, steady improvements compound.',
      },
    ],
    formula: {
      formula: 'Conversion Rate = (Conversions ÷ Total Visitors) × 100',
      description:
        'Divide the number of conversions by the number of visitors in the same period, then multiply by 100 to get a percentage.',
      example: {
        calculation: '(250 ÷ 10,000) × 100',
        result: '2.50%',
        explanation: 'A landing page with 10,000 visitors and 250 sign-ups converts at 2.50%, a good rate in line with industry averages.',
        check: { inputs: { visitors: '10000', conversions: '250' }, output: 'conversionRate', band: 'Good' },
      },
    },
    faq: [
      {
        question: 'What is a good conversion rate?',
        answer:
          'By the bands this calculator uses, a rate of 2% to 5% is good and anything above 5% is excellent. What counts as good depends on your industry, price point and traffic source, so compare with your own past results as well as with benchmarks.',
      },
      {
        question: 'Should I count visitors or sessions?',
        answer:
          'Either works as long as you are consistent. Sessions give a per-visit rate, while unique visitors show what share of people eventually convert. Use the same definition every time you compare periods.',
      },
      {
        question: 'Why did my conversion rate drop when traffic grew?',
        answer:
          'New traffic is often less targeted than your existing audience, for example from a broad ad campaign. Look at conversion rate by traffic source to see whether the page got worse or the visitors changed.',
      },
      {
        question: 'How long should I run an A/B test?',
        answer:
          'Run it for at least one to two full weeks to cover weekday and weekend behaviour, and until each version has enough conversions for the difference to be statistically meaningful, not just until one version pulls ahead.',
      },
    ],
  },
  sources: [
    // Checked for the fact-check of 2026-11-23: the report (methodology page) gives medians and averages by industry from
    // 41,000+ landing pages, July 2023 to July 2024; the channel table is the spec's and is not from it, so it is illustrative.
    // Checked 2026-11-24: the stored copy of unbounce.com/conversion-benchmark-report/methodology/ gives July 23, 2023 to
    // July 23, 2024, over 464 million unique visitors, 57 million conversions and over 41 thousand landing pages, some
    // figures as medians and some as averages; the report URL is cited with this title by other pages. The former claim that
    // landing pages convert well above whole websites is not on it and was dropped; the FAQ's 2%-5% is the spec's bands.
    {
      id: 'unbounce',
      publisher: 'Unbounce',
      title: 'Conversion Benchmark Report',
      year: 2024,
      url: 'https://unbounce.com/conversion-benchmark-report/',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank visitors', inputs: { visitors: '', conversions: '5' }, expect: { message: bothNumbers } },
    { name: 'zero visitors', inputs: { visitors: '0', conversions: '0' }, expect: { message: noVisitors } },
    { name: 'more conversions than visitors', inputs: { visitors: '100', conversions: '101' }, expect: { message: tooMany } },
    {
      name: 'below average',
      inputs: { visitors: '10000', conversions: '99' },
      expect: { outputs: { conversionRate: '0.99%' }, band: 'Below Average' },
    },
    {
      name: 'fair at its lower edge',
      inputs: { visitors: '100', conversions: '1' },
      expect: { outputs: { conversionRate: '1.00%' }, band: 'Fair' },
    },
    {
      name: 'fair just below good',
      inputs: { visitors: '10000', conversions: '199' },
      expect: { outputs: { conversionRate: '1.99%' }, band: 'Fair' },
    },
    {
      name: 'good at its lower edge',
      inputs: { visitors: '100', conversions: '2' },
      expect: { outputs: { conversionRate: '2.00%' }, band: 'Good' },
    },
    {
      name: 'worked example',
      inputs: { visitors: '10000', conversions: '250' },
      expect: { outputs: { conversionRate: '2.50%' }, band: 'Good' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { visitors: '100', conversions: '5' },
      expect: { outputs: { conversionRate: '5.00%' }, band: 'Excellent' },
    },
    {
      name: 'every visitor converts',
      inputs: { visitors: '3', conversions: '3' },
      expect: { outputs: { conversionRate: '100.00%' }, band: 'Excellent' },
    },
    {
      name: 'thousands separators pasted in',
      inputs: { visitors: '12,000', conversions: '300' },
      expect: { outputs: { conversionRate: '2.50%' }, band: 'Good' },
    },
  ],
});
