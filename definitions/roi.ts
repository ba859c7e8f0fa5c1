import { defineCalculator, money, positive, required } from '../engine';

const bothNumbers = 'Please enter valid numbers for both fields';
const noInvestment = 'Investment amount must be greater than zero';

/** ROI % = (returns − investment) / investment × 100 (spec, first group, section 9). */
export default defineCalculator({
  key: 'roi',
  slug: 'roi',
  title: 'ROI Calculator',
  category: 'Revenue & Profitability',
  cardCategory: 'Revenue',
  icon: 'DollarSign',
  seo: {
    metaTitle: 'ROI Calculator | Free Return on Investment Calculator',
    metaDescription:
      'Calculate the return on investment of a campaign, channel or project in seconds, see what your ROI means and get practical ways to improve it.',
    canonicalUrl: '/calculators/roi',
    h1: 'Return on Investment (ROI) Calculator',
    intro:
      'Find out how much a campaign, channel or project earned compared with what it cost. Enter what you put in and what it brought back to see your ROI as a percentage, what it means and how to improve it.',
    summary: 'Work out the percentage return on a marketing investment and see whether it pays its way.',
  },
  related: ['roas', 'clv', 'breakEvenPoint'],
  calculator: {
    title: 'Calculate Your ROI',
    onFailure: 'keep',
    clearErrorOnEdit: true,
    modes: [
      {
        id: 'default',
        fields: [
          money('investment', 'Investment Amount', {
            measure: 'cost',
            term: 'investment',
            keep: 'decimal',
            placeholder: 'e.g. 1000',
            helperText: 'Everything the campaign or project cost: media, creative, tools, fees and staff time.',
          }),
          money('returns', 'Returns', {
            measure: 'revenue',
            keep: 'decimal',
            placeholder: 'e.g. 1500',
            helperText: 'The total revenue or profit it brought back, before subtracting the investment.',
          }),
        ],
        // Spec: further ROI messages not shown; we add none, so returns below the investment (including 0) are allowed and give a negative ROI.
        rules: [required(['investment', 'returns'], bothNumbers), positive('investment', noInvestment)],
        // Spec: output label and caption not shown; we label it 'Your ROI' and show the net gain or loss (returns − investment) under it.
        outputs: [
          {
            id: 'netReturn',
            measure: 'profit',
            label: 'Net Return',
            expr: 'returns - investment',
            format: { style: 'currency', decimals: 2, sign: true },
            hidden: true,
          },
          {
            id: 'roi',
            measure: 'roi',
            label: 'Your ROI',
            expr: '(returns - investment) / investment * 100',
            format: { style: 'percent', decimals: 2 },
            caption: 'Net return after the investment: {netReturn}',
          },
        ],
        bands: {
          of: 'roi',
          better: 'higher',
          steps: [
            {
              label: 'Negative',
              tone: 'error',
              text: 'Your ROI is negative: the investment brought back less than it cost. Find out whether the cost, the conversion rate or the value per sale is the problem before you put more money in.',
            },
            {
              from: 0,
              label: 'Positive but Low',
              tone: 'warning',
              text: 'Your ROI is positive but low. The investment made money, but once overheads, time and risk are counted it may barely pay its way, so look for costs to cut and ways to lift returns.',
            },
            {
              from: 50,
              label: 'Good',
              tone: 'success',
              text: 'Your ROI is good: every dollar invested came back as $1.50 to $2.00. Keep it running and test improvements one at a time to push it higher.',
            },
            {
              from: 100,
              label: 'Excellent',
              tone: 'success',
              text: 'Your ROI is excellent: if your returns are profit, the investment at least doubled your money. If they are revenue, product costs still come out of them, and a 2:1 revenue return (100%) can be close to break-even. Check that the returns are fairly attributed, then see whether you can scale it without the return falling.',
            },
          ],
        },
        tips: {
          of: 'roi',
          steps: [
            {
              title: 'How to turn a negative ROI around',
              items: [
                'Check tracking first: make sure every sale, lead and renewal the investment produced is counted before you judge it.',
                'Break the investment into its parts (media, creative, tools, staff time) and cut or renegotiate the largest cost that is not pulling its weight.',
                'Compare results by channel, campaign and audience, and move budget from the losers to the few that make money.',
                'Find the biggest drop-off in the path from first click to purchase and fix it before you buy more traffic.',
                'Raise the value of each sale with bundles, upsells or a better price rather than chasing more volume.',
                'Give slow-burn investments such as SEO or brand work a fair payback window, but set a date by which they must turn positive.',
                'Set a stop-loss: a spend limit or deadline at which you pause if the ROI is still negative.',
                'Test a smaller version first (one channel, one region, one offer) and scale only what proves itself.',
              ],
            },
            {
              from: 0,
              title: 'How to improve your ROI',
              items: [
                'Shift budget each month toward the campaigns and channels with the highest ROI, and trim the bottom performers.',
                'Lift your conversion rate with landing-page and offer tests: more sales from the same spend raises ROI directly.',
                'Cut waste by excluding audiences, placements and keywords that spend without converting.',
                'Grow returns from the same customers with repeat-purchase emails, subscriptions and cross-sells.',
                'Renegotiate media, tool and agency costs once you know which ones earn their keep.',
                'Count every cost (staff time, software, creative, fees) so your ROI reflects reality and your decisions hold up.',
                'Compare options over the same time period: a project that pays back in three months beats one that takes a year for the same ROI.',
                'Scale winners gradually and re-measure, because returns often fall as you push more budget into the same channel.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is ROI?' },
      {
        type: 'paragraph',
        text: 'Return on investment (ROI) measures how much you gained from an investment compared with what it cost, as a percentage. An ROI of 50% means that every $1 you put in came back as $1.50: your money plus 50 cents of gain. A negative ROI means you got back less than you spent.',
      },
      {
        type: 'paragraph',
        text: 'In marketing, the investment is usually a campaign, a channel or a tool, and the returns are the revenue or profit it generated. For a true picture, use the gross profit the investment produced (revenue minus the cost of the goods sold) rather than revenue alone, and count every cost on the investment side.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the total investment: everything the campaign or project cost over the period.',
          'Enter the returns: the total revenue or profit it brought back in the same period, before subtracting the investment.',
          'Press Calculate to see your ROI, what it means and how to improve it.',
        ],
      },
      { type: 'heading', text: 'How to read your ROI' },
      {
        type: 'table',
        caption: 'What your ROI means',
        // The calculator's own rating bands and the arithmetic of ROI, credited to no one.
        illustrative: true,
        columns: ['ROI', 'Rating', 'Each $1 invested came back as (returns measured as profit)'],
        rows: [
          ['Below 0%', 'Negative', 'Less than $1.00'],
          ['0% to under 50%', 'Positive but Low', '$1.00 to $1.50'],
          ['50% to under 100%', 'Good', '$1.50 to $2.00'],
          ['100% and above', 'Excellent', '$2.00 or more'],
        ],
      },
      { type: 'heading', text: 'Marketing ROI benchmarks' },
      {
        type: 'paragraph',
        text: 'Marketing returns are often quoted as a ratio of revenue to spend rather than as a percentage. A rule of thumb repeated in many marketing guides, not a measured benchmark, treats a 5:1 ratio as a strong return and 10:1 as exceptional, while anything near 2:1 may not be profitable once the cost of producing and delivering what you sell is counted. For email, Litmus put the average return at $42 for every $1 spent in 2019. Because these figures compare revenue with spend, compare them with your own figures only when your returns are revenue too. This calculator’s ratings read returns as profit: 100% of profit means the investment doubled your money, while a 2:1 revenue return, also 100%, may only cover product costs.',
        source: 'litmus',
      },
      {
        type: 'table',
        caption: 'Commonly quoted marketing return ratios and their ROI equivalents',
        // Rules of thumb credited to no one, except the email row (Litmus's 2019 figure, which the paragraph above points at).
        illustrative: true,
        columns: ['Revenue per $1 spent', 'Equivalent ROI', 'How it is usually read'],
        rows: [
          ['$2 (2:1)', '100%', 'Often no better than break-even once product costs are counted'],
          ['$5 (5:1)', '400%', 'A strong marketing return'],
          ['$10 (10:1)', '900%', 'An exceptional return, rarely sustained across a whole budget'],
          ['$42 (42:1)', '4,100%', 'Litmus’s 2019 figure for the average email marketing return'],
        ],
      },
      { type: 'heading', text: 'Why ROI matters' },
      {
        type: 'paragraph',
        text: 'ROI puts very different investments on one scale, so you can compare a paid search campaign with a trade show, a new hire or a software tool and put the next dollar where it will earn the most. It is also the figure finance teams and business owners ask for when they decide whether a marketing budget should grow or shrink.',
      },
      {
        type: 'paragraph',
        text: 'ROI does not account for time. A 50% return in three months is far better than 50% over three years, so compare investments over the same period, and use customer lifetime value when a first sale leads to many more.',
      },
      { type: 'heading', text: 'How to improve your ROI' },
      {
        type: 'paragraph',
        text: 'There are two levers: spend less for the same result, or get more from the same spend. Measure ROI by channel and campaign, move budget toward what works, cut what does not, and raise the value of each customer with better conversion rates, higher order values and repeat purchases.',
      },
    ],
    formula: {
      formula: 'ROI = ((Returns − Investment) ÷ Investment) × 100',
      description:
        'Subtract the investment from the returns to get the net gain, divide it by the investment, then multiply by 100 to get a percentage.',
      example: {
        calculation: '((1,500 − 1,000) ÷ 1,000) × 100',
        result: '50.00%',
        explanation:
          'A $1,000 campaign that brings back $1,500 makes a net gain of $500, an ROI of 50.00%. That is a good return: every dollar invested came back as $1.50.',
        check: { inputs: { investment: '1000', returns: '1500' }, output: 'roi', band: 'Good' },
      },
    },
    faq: [
      {
        question: 'What is a good ROI for marketing?',
        answer:
          'It depends on your margins and the channel, but on this calculator’s scale 50% to 100% is good and 100% or more is excellent. If you measure returns as revenue rather than profit, aim higher: a common rule of thumb treats a revenue-to-spend ratio of 5:1 (an ROI of 400%) as a strong marketing return.',
      },
      {
        question: 'Should I use revenue or profit as the returns?',
        answer:
          'Profit gives the truer answer. Revenue ignores the cost of the products or services you sold, so a campaign can show a positive revenue-based ROI and still lose money. If you only have revenue, use it consistently and set a higher target.',
      },
      {
        question: 'What should I include in the investment?',
        answer:
          'Everything the campaign or project cost: ad spend, creative and production, software, agency or freelance fees, and the staff time spent on it. Leaving costs out makes ROI look better than it is.',
      },
      {
        question: 'What is the difference between ROI and ROAS?',
        answer:
          'ROAS divides the revenue from ads by the ad spend alone and is shown as a ratio such as 4:1. ROI subtracts the investment from the returns and can include every cost, so it tells you whether the whole effort made money. A 4:1 ROAS is a 300% ROI on ad spend, before any other costs.',
      },
      {
        question: 'Can ROI be negative?',
        answer:
          'Yes. When the returns are less than the investment, the ROI is negative; a campaign that costs $1,000 and brings back $800 has an ROI of -20%. The worst case is -100%, when the investment brings back nothing.',
      },
    ],
  },
  // Checked 2026-11-24: no stored copy of the earlier source (litmus.com/blog/infographic-the-roi-of-email-marketing, "The ROI of
  // Email Marketing", $36 per $1) was found, and pages quoting Litmus's $36 give it different titles and years, so the page now
  // uses the figure on Litmus's own stored pages. The 5:1, 10:1 and 2:1 ratios are repeated by many stored guides that name no
  // study (Litmus's blog post below says only that "an ROI of 5:1 is usually considered good"), so the page calls them a rule of thumb.
  sources: [
    // Checked 2026-11-24 in a stored copy of this press release (dated June 27, 2019): "With an unmatched ROI of 42-1, email
    // continues to be one of the strongest marketing tools"; Litmus's stored blog post "Why You Should Invest in Email Now
    // More Than Ever" gives the same 42:1 (up from $38 in 2018).
    {
      id: 'litmus',
      publisher: 'Litmus',
      title: 'Litmus Report: Email Read Time Increased by 21 Percent',
      year: 2019,
      url: 'https://www.litmus.com/press/litmus-report-email-read-time-increased-by-21-percent',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank returns', inputs: { investment: '1000', returns: '' }, expect: { message: bothNumbers } },
    {
      name: 'letters are dropped, leaving a blank investment',
      inputs: { investment: 'abc', returns: '1500' },
      expect: { message: bothNumbers },
    },
    { name: 'a lone decimal point is not a number', inputs: { investment: '.', returns: '1500' }, expect: { message: bothNumbers } },
    {
      name: 'invalid numbers are reported before a zero investment',
      inputs: { investment: '0', returns: '' },
      expect: { message: bothNumbers },
    },
    { name: 'zero investment', inputs: { investment: '0', returns: '1500' }, expect: { message: noInvestment } },
    { name: 'zero investment written with decimals', inputs: { investment: '0.00', returns: '0' }, expect: { message: noInvestment } },
    { name: 'nothing came back', inputs: { investment: '1000', returns: '0' }, expect: { outputs: { roi: '-100.00%' }, band: 'Negative' } },
    {
      name: 'returns below the investment',
      inputs: { investment: '1000', returns: '800' },
      expect: { outputs: { roi: '-20.00%' }, band: 'Negative' },
    },
    {
      name: 'negative just below zero',
      inputs: { investment: '1000', returns: '999.90' },
      expect: { outputs: { roi: '-0.01%' }, band: 'Negative' },
    },
    {
      name: 'positive but low at its lower edge',
      inputs: { investment: '1000', returns: '1000' },
      expect: { outputs: { roi: '0.00%' }, band: 'Positive but Low' },
    },
    {
      name: 'positive but low with decimals',
      inputs: { investment: '2500.50', returns: '3000' },
      expect: { outputs: { roi: '19.98%' }, band: 'Positive but Low' },
    },
    {
      name: 'positive but low just below good',
      inputs: { investment: '10000', returns: '14999' },
      expect: { outputs: { roi: '49.99%' }, band: 'Positive but Low' },
    },
    {
      name: 'worked example, good at its lower edge',
      inputs: { investment: '1000', returns: '1500' },
      expect: { outputs: { roi: '50.00%' }, band: 'Good' },
    },
    {
      name: 'good just below excellent',
      inputs: { investment: '10000', returns: '19999' },
      expect: { outputs: { roi: '99.99%' }, band: 'Good' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { investment: '1000', returns: '2000' },
      expect: { outputs: { roi: '100.00%' }, band: 'Excellent' },
    },
    {
      name: 'a 5:1 return',
      inputs: { investment: '50000', returns: '250000' },
      expect: { outputs: { roi: '400.00%' }, band: 'Excellent' },
    },
    {
      name: 'thousands separators pasted in',
      inputs: { investment: '$12,000', returns: '15,000' },
      expect: { outputs: { roi: '25.00%' }, band: 'Positive but Low' },
    },
  ],
});
