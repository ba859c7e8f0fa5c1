import { between, defineCalculator, money, nonNegative, notAbove, percent, positive } from '../engine';

const badBudget = 'Please enter a valid total budget amount (must be a positive number).';
const badSpend = 'Please enter a valid current spend amount (must be a non-negative number).';
const badTime = 'Please enter a valid percentage of time passed (must be between 1 and 100).';
const overBudget = 'Current spend cannot exceed total budget.';

const reduceSpend =
  'Reduce spend: you are ahead of pace, so lower daily budgets or pause your weakest campaigns to avoid running out before the period ends.';
const maintainSpend = 'Maintain your current spend: you are on pace to use your budget evenly over the period.';
const increaseSpend =
  'Increase spend: you are behind pace, so raise daily budgets or scale your best campaigns to use the remaining budget before the period ends.';

/**
 * Budget used % = spend ÷ budget × 100; pacing variance = used % − time passed %; suggested daily budget =
 * remaining ÷ (remaining time fraction × 30) (spec more-calculators.md, sections 2, 4, 5 and 9).
 */
export default defineCalculator({
  // Spec: the catalogue key is not shown; we use budgetPacing, the camelCase of the slug like the other keys.
  key: 'budgetPacing',
  slug: 'budget-pacing',
  title: 'Budget Pacing Calculator',
  category: 'Cost & Efficiency',
  cardCategory: 'Cost',
  icon: 'Calendar',
  seo: {
    metaTitle: 'Budget Pacing Calculator | Free Ad Spend Pacing Tool',
    metaDescription:
      'Check whether your ad budget is on pace: compare spend with time passed, see your remaining budget and a suggested daily budget, and know whether to adjust.',
    canonicalUrl: '/calculators/budget-pacing',
    h1: 'Budget Pacing Calculator',
    intro:
      'See whether your campaign spend is ahead of, behind or in line with the time that has passed, how much budget is left, and what to spend per day to finish on target.',
    summary: 'Compare budget spent with time passed, and get a suggested daily budget and a pacing recommendation.',
  },
  related: ['roas', 'cpa', 'marketingEfficiencyRatio'],
  calculator: {
    title: 'Calculate Your Budget Pacing',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          money('totalBudget', 'Total Budget', { keep: 'any', min: 0, placeholder: 'e.g. 10000' }),
          money('currentSpend', 'Current Spend', { measure: 'adSpend', keep: 'any', min: 0, placeholder: 'e.g. 6000' }),
          percent('percentTimePassed', 'Percent Time Passed', {
            term: 'of the period passed',
            keep: 'any',
            min: 1,
            placeholder: 'e.g. 50',
          }),
        ],
        rules: [
          positive('totalBudget', badBudget),
          nonNegative('currentSpend', badSpend),
          between('percentTimePassed', 0, 100, badTime, { inclusive: 'high' }),
          notAbove('currentSpend', 'totalBudget', overBudget),
        ],
        outputs: [
          {
            id: 'budgetUsed',
            label: 'Budget Used',
            expr: 'currentSpend / totalBudget * 100',
            format: { style: 'percent', decimals: 2 },
            caption: 'of your budget, with {percentTimePassed} of the period passed',
          },
          {
            id: 'pacingVariance',
            label: 'Pacing Variance',
            expr: 'budgetUsed - percentTimePassed',
            // Spec leaves the variance's unit open: it is a difference of two percentages, so it shows in percentage
            // points (+10.00 pp), not as a percent of anything.
            format: { style: 'points', decimals: 2, sign: true },
            // Red when ahead of pace (overspending), green when behind, primary when exactly on pace (spec, section 4).
            tone: [{ tone: 'success' }, { from: 0, tone: 'primary' }, { from: 0, exclusive: true, tone: 'error' }],
            caption: 'percentage points of budget used above (+) or below (-) the time passed',
          },
          {
            id: 'remainingBudget',
            label: 'Remaining Budget',
            expr: 'totalBudget - currentSpend',
            format: { style: 'currency', decimals: 2 },
          },
          {
            id: 'suggestedDailyBudget',
            label: 'Suggested Daily Budget (30-Day Period)',
            expr: 'percentTimePassed >= 100 ? 0 : remainingBudget / ((1 - percentTimePassed / 100) * 30)',
            format: { style: 'currency', decimals: 2 },
            caption: 'the remaining budget spread evenly over the days left, assuming a 30-day budget period',
          },
          {
            kind: 'label',
            id: 'recommendation',
            label: 'Recommendation',
            of: 'pacingVariance',
            steps: [{ text: increaseSpend }, { from: -5, text: maintainSpend }, { from: 5, exclusive: true, text: reduceSpend }],
          },
        ],
        bands: {
          of: 'pacingVariance',
          // Two-sided: spending too fast and too slowly are both worse, so "better" is toward On Track.
          better: 'middle',
          steps: [
            {
              label: 'Significant Underspending',
              tone: 'error',
              text: 'You have spent far less than the time passed would suggest, more than 15 points behind an even pace. Unless this is deliberate, you risk leaving budget unused and missing results you planned for.',
            },
            {
              from: -15,
              label: 'Moderate Underspending',
              tone: 'warning',
              text: 'You are behind pace by 5 to 15 points. There is still time to catch up gradually; check for limited budgets, low bids or narrow targeting that hold delivery back.',
            },
            {
              from: -5,
              label: 'On Track',
              tone: 'success',
              text: 'Your spend is within 5 points of an even pace, so you are on track to use your budget as planned. Keep monitoring, and shift money toward the best-performing campaigns.',
            },
            {
              from: 5,
              exclusive: true,
              label: 'Moderate Overspending',
              tone: 'warning',
              text: 'You are ahead of pace by more than 5 and up to 10 points. At this rate the budget will run out early; trim daily budgets or bids now so that spend lasts the whole period.',
            },
            {
              from: 10,
              exclusive: true,
              label: 'Significant Overspending',
              tone: 'error',
              text: 'You are more than 10 points ahead of pace and likely to exhaust the budget well before the period ends. Cut or pause low-performing spend right away and set daily caps.',
            },
          ],
        },
        // Spec: tip wording not shown; we wrote three sets of 8 tips that switch with the recommendation at -5 and above 5.
        tips: {
          of: 'pacingVariance',
          steps: [
            {
              title: 'How to catch up on underspending',
              items: [
                'Check whether campaigns are limited by budget, bids or audience size, and fix the constraint that holds delivery back.',
                'Raise daily budgets on campaigns that already meet your cost-per-acquisition or ROAS targets before funding new ones.',
                'Loosen bid caps or target CPA/ROAS settings a little so the platform can win more auctions.',
                'Broaden targeting carefully: add similar audiences, more keywords or extra placements with proven performance.',
                'Look for disapproved ads, paused ad groups or expired creatives that silently stopped spend.',
                'Launch planned tests or new creatives now rather than at the end of the period, when there is too little time to learn.',
                'Increase spend in steps of about 20% at a time, so automated bidding is not thrown back into learning.',
                'If the underspend is deliberate, move the unused budget to another channel or period and update your plan.',
              ],
            },
            {
              from: -5,
              title: 'How to stay on pace',
              items: [
                'Check pacing at least weekly, and daily for large or short campaigns.',
                'Set the daily budget on each platform close to the suggested daily budget shown above.',
                'Shift budget within the total from weak campaigns to those with the best cost per result.',
                'Plan for known peaks such as weekends, holidays or sales, when costs and spend rise.',
                'Set alerts in your ad platforms for sudden spikes or drops in daily spend.',
                'Keep a small reserve for late opportunities instead of committing the whole budget up front.',
                'Record planned versus actual spend for each period so future plans get more accurate.',
                'Review results, not just spend: being on pace is only good if the spend is producing conversions.',
              ],
            },
            {
              from: 5,
              exclusive: true,
              title: 'How to slow down overspending',
              items: [
                'Lower daily budgets toward the suggested daily budget so the rest of the budget lasts the period.',
                'Pause or cut the campaigns, ad sets and keywords with the worst cost per result first.',
                'Add negative keywords and exclude placements or audiences that spend without converting.',
                'Lower bids or set bid caps where automated bidding is paying more than your results justify.',
                'Use ad scheduling to stop spending at hours or on days that rarely convert.',
                'Check for mistakes such as a lifetime budget entered as a daily budget, or duplicate campaigns.',
                'Set spending limits at the account or campaign level so a spike cannot exhaust the budget.',
                'If the extra spend is profitable, ask for more budget instead of cutting winning campaigns.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is budget pacing?' },
      {
        type: 'paragraph',
        text: 'Budget pacing compares how much of a budget you have spent with how much of the budget period has passed. If half the month is gone, an evenly paced campaign has spent about half its budget. The difference between the two percentages, the pacing variance, tells you whether you are spending too fast, too slowly or on plan.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the total budget for the period, for example a month or a campaign flight.',
          'Enter how much you have spent so far.',
          'Enter the percentage of the period that has passed; for example, day 15 of a 30-day month is 50%.',
          'Press Calculate to see your budget used, pacing variance, remaining budget, a suggested daily budget and a recommendation.',
        ],
      },
      {
        type: 'paragraph',
        text: 'The suggested daily budget assumes a 30-day budget period: it spreads the remaining budget evenly over the share of those 30 days that is left. For a period of a different length, divide the remaining budget by your actual number of days left.',
      },
      { type: 'heading', text: 'Why budget pacing matters' },
      {
        type: 'paragraph',
        text: 'Overspending early can leave campaigns dark in the final days of a period, often just when demand peaks. Underspending wastes planned reach and conversions, and unused budget may be hard to get back. Checking pacing regularly lets you make small corrections in time instead of drastic ones at the end.',
      },
      { type: 'heading', text: 'How the pacing variance is rated' },
      {
        type: 'table',
        caption: 'Pacing variance ratings and recommendations used by this calculator',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['Pacing variance (points)', 'Rating', 'Recommendation'],
        rows: [
          ['Above +10', 'Significant overspending', 'Reduce spend'],
          ['Above +5 up to +10', 'Moderate overspending', 'Reduce spend'],
          ['-5 to +5', 'On track', 'Maintain spend'],
          ['-15 up to below -5', 'Moderate underspending', 'Increase spend'],
          ['Below -15', 'Significant underspending', 'Increase spend'],
        ],
      },
      {
        type: 'paragraph',
        text: 'An even pace is a starting point, not a rule. Many campaigns should spend unevenly on purpose, for example more heavily around a launch, a sale or a seasonal peak. In that case compare your spend with your planned spend curve rather than a straight line.',
      },
      { type: 'heading', text: 'How to improve your budget pacing' },
      {
        type: 'list',
        items: [
          'Check pacing on a fixed schedule, weekly at a minimum.',
          'Set daily budgets from the remaining budget and days left, not from the original plan alone.',
          'Correct in small steps, and move money toward the campaigns with the best results.',
          'Use platform spending limits and alerts so surprises are caught early.',
        ],
      },
    ],
    formula: {
      formula: 'Pacing Variance = (Current Spend ÷ Total Budget × 100) − Percent Time Passed',
      description:
        'Budget used is spend divided by budget, times 100. Subtract the percentage of time passed: a positive variance means spending ahead of pace, a negative one behind. Suggested daily budget = Remaining Budget ÷ ((1 − Percent Time Passed ÷ 100) × 30).',
      example: {
        calculation: '(6,000 ÷ 10,000 × 100) − 50',
        result: '+10.00 pp',
        explanation:
          'Halfway through the period, a campaign with a $10,000 budget has spent $6,000: 60.00% used with 50% of the time passed, a variance of +10.00 percentage points (pp): ahead of pace, which is moderate overspending. The remaining $4,000 over the 15 days left of a 30-day period is $266.67 a day.',
        check: {
          inputs: { totalBudget: '10000', currentSpend: '6000', percentTimePassed: '50' },
          output: 'pacingVariance',
          band: 'Moderate Overspending',
        },
      },
    },
    faq: [
      {
        question: 'What is a good budget pacing variance?',
        answer:
          'This calculator treats anything from -5 to +5 percentage points as on track. Beyond that, consider adjusting: reduce spend above +5 and increase it below -5, unless the uneven pace is part of your plan.',
      },
      {
        question: 'How do I work out the percentage of time passed?',
        answer:
          'Divide the days elapsed by the total days in the period and multiply by 100. On day 10 of a 30-day month, 33.33% of the time has passed; on day 14 of a 28-day flight, 50%.',
      },
      {
        question: 'Why does the suggested daily budget assume 30 days?',
        answer:
          'Most budgets are monthly, so the calculator uses a 30-day period. If your period is longer or shorter, divide the remaining budget by the actual number of days left instead.',
      },
      {
        question: 'Should spend always be perfectly even?',
        answer:
          'No. Weekends, holidays, promotions and seasonal demand can justify spending more on some days. Even pacing is a useful default; if you plan an uneven curve, compare actual spend with that plan.',
      },
      {
        question: 'How often should I check budget pacing?',
        answer:
          'At least weekly for monthly budgets, and daily for large budgets, short campaigns or the last week of a period, when there is little time left to correct.',
      },
    ],
  },
  // Checked 2026-11-24: the help page itself is not among the stored pages; Google Ads API's stored "Campaign Budgets"
  // overview links to it for average daily budgets and says Google Ads spends the budget evenly over the month and bills
  // at most 30.4 times the daily budget a month. The page quotes no benchmark; its thresholds are the spec's bands.
  sources: [
    {
      id: 'googleAdsDailyBudgets',
      publisher: 'Google Ads Help',
      title: 'About average daily budgets',
      year: 2026,
      url: 'https://support.google.com/google-ads/answer/6385083',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank budget', inputs: { totalBudget: '', currentSpend: '100', percentTimePassed: '50' }, expect: { message: badBudget } },
    { name: 'zero budget', inputs: { totalBudget: '0', currentSpend: '0', percentTimePassed: '50' }, expect: { message: badBudget } },
    {
      name: 'text for budget',
      inputs: { totalBudget: 'lots', currentSpend: '100', percentTimePassed: '50' },
      expect: { message: badBudget },
    },
    {
      name: 'negative spend',
      inputs: { totalBudget: '10000', currentSpend: '-1', percentTimePassed: '50' },
      expect: { message: badSpend },
    },
    {
      name: 'text for spend',
      inputs: { totalBudget: '10000', currentSpend: 'abc', percentTimePassed: '50' },
      expect: { message: badSpend },
    },
    { name: 'zero time passed', inputs: { totalBudget: '10000', currentSpend: '0', percentTimePassed: '0' }, expect: { message: badTime } },
    {
      name: 'time passed over 100',
      inputs: { totalBudget: '10000', currentSpend: '5000', percentTimePassed: '100.01' },
      expect: { message: badTime },
    },
    {
      name: 'text for time passed',
      inputs: { totalBudget: '10000', currentSpend: '5000', percentTimePassed: 'half' },
      expect: { message: badTime },
    },
    {
      name: 'spend above budget',
      inputs: { totalBudget: '10000', currentSpend: '10000.01', percentTimePassed: '50' },
      expect: { message: overBudget },
    },
    {
      name: 'acceptance: moderate overspending at +10',
      inputs: { totalBudget: '10000', currentSpend: '6000', percentTimePassed: '50' },
      expect: {
        outputs: {
          budgetUsed: '60.00%',
          pacingVariance: '+10.00 pp',
          remainingBudget: '$4,000.00',
          suggestedDailyBudget: '$266.67',
          recommendation: reduceSpend,
        },
        captions: { budgetUsed: 'of your budget, with 50% of the period passed' },
        band: 'Moderate Overspending',
      },
    },
    {
      name: 'significant overspending just above +10',
      inputs: { totalBudget: '10000', currentSpend: '6001', percentTimePassed: '50' },
      expect: {
        outputs: {
          budgetUsed: '60.01%',
          pacingVariance: '+10.01 pp',
          remainingBudget: '$3,999.00',
          suggestedDailyBudget: '$266.60',
          recommendation: reduceSpend,
        },
        band: 'Significant Overspending',
      },
    },
    {
      name: 'moderate overspending just above +5',
      inputs: { totalBudget: '10000', currentSpend: '5501', percentTimePassed: '50' },
      expect: { outputs: { pacingVariance: '+5.01 pp', recommendation: reduceSpend }, band: 'Moderate Overspending' },
    },
    {
      name: 'on track at +5',
      inputs: { totalBudget: '10000', currentSpend: '5500', percentTimePassed: '50' },
      expect: {
        outputs: {
          budgetUsed: '55.00%',
          pacingVariance: '+5.00 pp',
          remainingBudget: '$4,500.00',
          suggestedDailyBudget: '$300.00',
          recommendation: maintainSpend,
        },
        band: 'On Track',
      },
    },
    {
      name: 'exactly on pace',
      inputs: { totalBudget: '10000', currentSpend: '5000', percentTimePassed: '50' },
      expect: {
        outputs: {
          budgetUsed: '50.00%',
          pacingVariance: '0.00 pp',
          remainingBudget: '$5,000.00',
          suggestedDailyBudget: '$333.33',
          recommendation: maintainSpend,
        },
        band: 'On Track',
      },
    },
    {
      name: 'on track at -5',
      inputs: { totalBudget: '10000', currentSpend: '4500', percentTimePassed: '50' },
      expect: {
        outputs: {
          budgetUsed: '45.00%',
          pacingVariance: '-5.00 pp',
          remainingBudget: '$5,500.00',
          suggestedDailyBudget: '$366.67',
          recommendation: maintainSpend,
        },
        band: 'On Track',
      },
    },
    {
      name: 'moderate underspending just below -5',
      inputs: { totalBudget: '10000', currentSpend: '4499', percentTimePassed: '50' },
      expect: {
        outputs: { pacingVariance: '-5.01 pp', suggestedDailyBudget: '$366.73', recommendation: increaseSpend },
        band: 'Moderate Underspending',
      },
    },
    {
      name: 'moderate underspending at -15',
      inputs: { totalBudget: '10000', currentSpend: '3500', percentTimePassed: '50' },
      expect: {
        outputs: { pacingVariance: '-15.00 pp', suggestedDailyBudget: '$433.33', recommendation: increaseSpend },
        band: 'Moderate Underspending',
      },
    },
    {
      name: 'significant underspending just below -15',
      inputs: { totalBudget: '10000', currentSpend: '3499', percentTimePassed: '50' },
      expect: {
        outputs: { budgetUsed: '34.99%', pacingVariance: '-15.01 pp', suggestedDailyBudget: '$433.40', recommendation: increaseSpend },
        band: 'Significant Underspending',
      },
    },
    {
      name: 'nothing spent yet',
      inputs: { totalBudget: '9000', currentSpend: '0', percentTimePassed: '10' },
      expect: {
        outputs: {
          budgetUsed: '0.00%',
          pacingVariance: '-10.00 pp',
          remainingBudget: '$9,000.00',
          suggestedDailyBudget: '$333.33',
          recommendation: increaseSpend,
        },
        band: 'Moderate Underspending',
      },
    },
    {
      name: 'period over with budget left: no daily budget',
      inputs: { totalBudget: '10000', currentSpend: '8000', percentTimePassed: '100' },
      expect: {
        outputs: {
          budgetUsed: '80.00%',
          pacingVariance: '-20.00 pp',
          remainingBudget: '$2,000.00',
          suggestedDailyBudget: '$0.00',
          recommendation: increaseSpend,
        },
        captions: { budgetUsed: 'of your budget, with 100% of the period passed' },
        band: 'Significant Underspending',
      },
    },
    {
      name: 'whole budget spent at the end',
      inputs: { totalBudget: '10000', currentSpend: '10000', percentTimePassed: '100' },
      expect: {
        outputs: { budgetUsed: '100.00%', pacingVariance: '0.00 pp', remainingBudget: '$0.00', suggestedDailyBudget: '$0.00' },
        band: 'On Track',
      },
    },
    {
      name: 'small time passed is allowed',
      inputs: { totalBudget: '3000', currentSpend: '15', percentTimePassed: '0.5' },
      expect: {
        outputs: { budgetUsed: '0.50%', pacingVariance: '0.00 pp', remainingBudget: '$2,985.00', suggestedDailyBudget: '$100.00' },
        band: 'On Track',
      },
    },
    {
      name: 'decimal amounts',
      inputs: { totalBudget: '2500.50', currentSpend: '1000.25', percentTimePassed: '33.3' },
      expect: {
        outputs: {
          budgetUsed: '40.00%',
          pacingVariance: '+6.70 pp',
          remainingBudget: '$1,500.25',
          suggestedDailyBudget: '$74.98',
          recommendation: reduceSpend,
        },
        captions: { budgetUsed: 'of your budget, with 33.3% of the period passed' },
        band: 'Moderate Overspending',
      },
    },
    {
      name: 'dollar signs, separators and percent sign pasted in',
      inputs: { totalBudget: '$50,000', currentSpend: '$12,500', percentTimePassed: '25%' },
      expect: {
        outputs: { budgetUsed: '25.00%', pacingVariance: '0.00 pp', remainingBudget: '$37,500.00', suggestedDailyBudget: '$1,666.67' },
        band: 'On Track',
      },
    },
  ],
});
