import { count, defineCalculator, nonNegativeInteger, positiveInteger } from '../engine';

const badSessions = 'Please enter a valid number of sessions (must be a positive integer).';
const badDuration = 'Please enter a valid total duration in seconds (must be a non-negative integer).';

// Spec: the output label, caption and HTML minimums are not shown; we label it 'Average Session Duration' with the caption 'per session, in minutes and seconds' and set no minimum (any text is checked on Calculate).
// Spec: whether the bands read the exact or the shown seconds is not shown; we band the shown whole seconds, so 59.6 s shows '1m 0s' and rates Moderate, like 60 s.

/** Average session duration = total duration (seconds) ÷ total sessions, shown as "Xm Ys" (spec more-calculators.md, sections 2, 3, 5 and 9). */
export default defineCalculator({
  key: 'avgSessionDuration',
  slug: 'avg-session-duration',
  title: 'Average Session Duration Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'Clock',
  seo: {
    metaTitle: 'Average Session Duration Calculator | Free Marketing Tools',
    metaDescription:
      'Calculate the average time visitors spend on your site per session, see how engaged your audience is and get practical tips to keep visitors around longer.',
    canonicalUrl: '/calculators/avg-session-duration',
    h1: 'Average Session Duration Calculator',
    intro:
      'Turn total session time and session counts from your analytics into an average session duration in minutes and seconds, and see what it says about how engaged your visitors are.',
    summary: 'Work out how long visitors stay on your site per session, in minutes and seconds.',
  },
  related: ['bounceRate', 'engagementRate', 'conversionRate'],
  calculator: {
    title: 'Calculate Your Average Session Duration',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          count('totalSessions', 'Total Sessions', { measure: 'sessions', placeholder: 'e.g. 1000' }),
          count('totalDuration', 'Total Duration (seconds)', { term: 'seconds of session time', placeholder: 'e.g. 150000' }),
        ],
        rules: [positiveInteger('totalSessions', badSessions), nonNegativeInteger('totalDuration', badDuration)],
        outputs: [
          {
            id: 'avgSessionDuration',
            measure: 'sessionDuration',
            label: 'Average Session Duration',
            expr: 'totalDuration / totalSessions',
            format: { style: 'duration' },
            caption: 'per session, in minutes and seconds',
          },
        ],
        bands: {
          of: 'avgSessionDuration',
          better: 'higher',
          steps: [
            {
              label: 'Very Low',
              tone: 'error',
              text: 'Visitors leave in under 30 seconds on average, so most are not finding what they expected. Check that your pages load quickly and that they deliver what your ads, search snippets and links promise.',
            },
            {
              from: 30,
              label: 'Below Average',
              tone: 'warning',
              text: 'Visitors stay between 30 seconds and a minute on average: enough to glance at a page, rarely enough to read it or move on to a second one. Stronger headlines, clearer structure and relevant internal links can hold attention longer.',
            },
            {
              from: 60,
              label: 'Moderate',
              tone: 'info',
              text: 'Visitors stay between one and three minutes on average, a moderate level of engagement. There is room to deepen engagement with related content, clearer next steps and richer media.',
            },
            {
              from: 180,
              label: 'Good',
              tone: 'success',
              text: 'Visitors stay between three and four minutes on average, a sign that your content holds their attention. Make sure that attention turns into action with clear calls to action along the way.',
            },
            {
              from: 240,
              label: 'Excellent',
              tone: 'success',
              text: 'Visitors stay four minutes or more on average, a strong sign of engaged readers. Check that long sessions come from interest rather than from visitors struggling to find something, then build on what keeps them there.',
            },
          ],
        },
        // Spec: tip wording not shown; we wrote one set of 8 tips for every result (the spec names no threshold for them).
        tips: {
          of: 'avgSessionDuration',
          steps: [
            {
              title: 'How to increase your average session duration',
              items: [
                'Match each landing page to the search query, ad or email that brought the visitor, so they stay instead of bouncing back.',
                'Make pages load fast, especially on mobile: a slow first screen loses visitors before they start reading.',
                'Add contextual internal links and a related-content block at the end of every article or product page.',
                'Break long text into scannable sections with descriptive subheadings, short paragraphs, lists and images.',
                'Embed a short, relevant video or interactive element, such as a calculator, quiz or comparison table, where it helps explain the topic.',
                'Put a table of contents at the top of long guides so readers can jump to the section they need.',
                'Cut intrusive pop-ups and interstitials that appear before visitors have read anything.',
                'Compare session duration by traffic source and landing page in your analytics, and fix the pages and channels that drag the average down.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is average session duration?' },
      {
        type: 'paragraph',
        text: 'Average session duration is the average length of a visit to your website: the total time of all sessions divided by the number of sessions. It is one of the quickest ways to see whether visitors engage with your content or leave almost as soon as they arrive.',
      },
      {
        type: 'paragraph',
        source: 'uaSessionDuration',
        text: 'How your analytics tool measures time matters. Universal Analytics timed a session only up to the last interaction it recorded, so a single-page visit without any further hit counted as 0 seconds and pulled the average down. Google Analytics 4 measures time differently and puts more weight on engagement metrics such as average engagement time, so figures from the two tools are not directly comparable. Use the same tool and the same definition whenever you compare periods.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the total number of sessions for the period and the pages or channel you want to measure.',
          'Enter the total duration of those sessions in seconds. If your report shows hours or minutes, multiply by 3,600 or 60 first.',
          'Press Calculate to see the average session duration in minutes and seconds, how it rates and how to improve it.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Both inputs are whole numbers; any decimals are dropped. The result is rounded to the nearest whole second, so 298 seconds over 5 sessions (59.6 seconds) shows as 1m 0s.',
      },
      { type: 'heading', text: 'How this calculator rates your result' },
      {
        type: 'table',
        caption: 'How this calculator rates average session duration',
        illustrative: true,
        columns: ['Average session duration', 'Rating'],
        rows: [
          ['Under 30 seconds', 'Very Low'],
          ['30 seconds to under 1 minute', 'Below Average'],
          ['1 minute to under 3 minutes', 'Moderate'],
          ['3 minutes to under 4 minutes', 'Good'],
          ['4 minutes or more', 'Excellent'],
        ],
      },
      {
        type: 'paragraph',
        text: 'What is normal depends heavily on the kind of site and page, and published averages vary widely with the sites measured and the analytics tool behind them. Long-form content, publishers and B2B sites with detailed product information tend to sit higher, while quick-answer pages, e-commerce landing pages and mobile traffic tend to sit lower. Your own trend over time, by channel and by landing page, is the most useful comparison.',
      },
      { type: 'heading', text: 'Why average session duration matters' },
      {
        type: 'paragraph',
        text: 'Time on site is a proxy for attention. Visitors who stay longer read more, see more of your offer and are more likely to come back, sign up or buy. A sudden drop can expose a slow page, broken tracking or traffic from a poorly targeted campaign. Read it together with bounce rate and conversion rate, though: a short session that ends in a purchase is a success, and a long one can mean a visitor could not find what they needed.',
      },
      { type: 'heading', text: 'How to improve average session duration' },
      {
        type: 'paragraph',
        text: 'Start with the pages that get the most entrances and the shortest sessions. Make sure they load fast and answer the visitor’s question right away, then give them an obvious next step: a related article, a product comparison, a video or a tool. Clear structure keeps readers scrolling, and internal links turn a one-page visit into several.',
      },
    ],
    formula: {
      formula: 'Average Session Duration = Total Duration (seconds) ÷ Total Sessions',
      description:
        'Divide the total time of all sessions, in seconds, by the number of sessions. The result is rounded to the nearest whole second and shown as minutes and seconds: whole minutes, then the seconds left over.',
      example: {
        calculation: '12,345 ÷ 100',
        result: '2m 3s',
        explanation:
          'A site whose 100 sessions added up to 12,345 seconds keeps visitors for 123.45 seconds on average, which rounds to 123 seconds, or 2m 3s: a moderate level, with room to deepen engagement.',
        check: { inputs: { totalSessions: '100', totalDuration: '12345' }, output: 'avgSessionDuration', band: 'Moderate' },
      },
    },
    faq: [
      {
        question: 'What is a good average session duration?',
        answer:
          'There is no single benchmark: published averages vary widely with the sites measured and the analytics tool. This calculator rates one to three minutes as moderate and three minutes or more as good. The right target depends on your content: a long-form blog should hold readers longer than a store locator or a quick-answer page. Compare pages of the same type, and track your own trend.',
      },
      {
        question: 'Where do I find total sessions and total duration?',
        answer:
          'Most analytics tools report sessions and an average session duration rather than the total. To get the total, multiply the average duration in seconds by the number of sessions, or export session-level data and add it up. In Google Analytics 4, sessions and average session duration are available in Explorations and custom reports.',
      },
      {
        question: 'Why is my average session duration so low?',
        answer:
          'Common causes are slow pages, content that does not match what the visitor searched for or clicked on, poorly targeted paid traffic, and tracking that records single-page visits as 0 seconds. Compare the figure by landing page and traffic source to see whether a few pages or channels are pulling the average down.',
      },
      {
        question: 'Is a longer session always better?',
        answer:
          'No. On a support page, a checkout or a contact page, a short visit can mean the visitor found what they needed quickly. A long session can also mean confusion. Judge session duration alongside bounce rate, pages per session and conversion rate, and against the purpose of each page.',
      },
      {
        question: 'How is the result rounded?',
        answer:
          'The average is rounded to the nearest whole second, then split into whole minutes and remaining seconds. For example, 123.45 seconds shows as 2m 3s, and 59.6 seconds rounds to 60 seconds and shows as 1m 0s. The rating uses the same rounded seconds.',
      },
    ],
  },
  // The page credits no publication; the formula and the Universal Analytics timing it describes are Google's.
  // Checked 2026-11-24: stored copies of this page (Korean, Greek and Serbian versions of answer 1006253; the Greek one
  // is titled "Session Duration, Avg." with a "Calculation for Universal Analytics" section; no English copy was seen)
  // give average = total session seconds ÷ sessions, and time each session to the last engagement hit on its last page
  // (or that page's first hit if it has none), so a one-page visit without further hits is 0 seconds. The page is
  // undated; the year is the last year Universal Analytics processed data. The "two to three minutes" average the page
  // used to quote was found only on blogs with no data behind it (21handshake, fixanswer), so it was removed.
  sources: [
    {
      id: 'uaSessionDuration',
      publisher: 'Google Analytics Help',
      title: 'Session Duration, Avg. (Universal Analytics)',
      year: 2023,
      url: 'https://support.google.com/analytics/answer/1006253',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'sessions blank', inputs: { totalSessions: '', totalDuration: '12345' }, expect: { message: badSessions } },
    { name: 'sessions not a number', inputs: { totalSessions: 'abc', totalDuration: '12345' }, expect: { message: badSessions } },
    { name: 'sessions zero', inputs: { totalSessions: '0', totalDuration: '12345' }, expect: { message: badSessions } },
    { name: 'sessions negative', inputs: { totalSessions: '-10', totalDuration: '12345' }, expect: { message: badSessions } },
    {
      name: 'sessions below one truncate to zero',
      inputs: { totalSessions: '0.9', totalDuration: '60' },
      expect: { message: badSessions },
    },
    { name: 'both blank shows the first message', inputs: { totalSessions: '', totalDuration: '' }, expect: { message: badSessions } },
    { name: 'duration blank', inputs: { totalSessions: '100', totalDuration: '' }, expect: { message: badDuration } },
    { name: 'duration not a number', inputs: { totalSessions: '100', totalDuration: '2 minutes' }, expect: { message: badDuration } },
    { name: 'duration negative', inputs: { totalSessions: '100', totalDuration: '-1' }, expect: { message: badDuration } },
    {
      name: 'acceptance: 100 sessions and 12,345 seconds',
      inputs: { totalSessions: '100', totalDuration: '12345' },
      expect: {
        outputs: { avgSessionDuration: '2m 3s' },
        band: 'Moderate',
        captions: { avgSessionDuration: 'per session, in minutes and seconds' },
      },
    },
    {
      name: 'zero duration',
      inputs: { totalSessions: '50', totalDuration: '0' },
      expect: { outputs: { avgSessionDuration: '0m 0s' }, band: 'Very Low' },
    },
    {
      name: 'just below 30 seconds is very low',
      inputs: { totalSessions: '1', totalDuration: '29' },
      expect: { outputs: { avgSessionDuration: '0m 29s' }, band: 'Very Low' },
    },
    {
      name: 'exactly 30 seconds is below average',
      inputs: { totalSessions: '1', totalDuration: '30' },
      expect: { outputs: { avgSessionDuration: '0m 30s' }, band: 'Below Average' },
    },
    // 59 ÷ 2 = 29.5 s rounds half up to 30 s, and the band reads the shown 30 s.
    {
      name: '29.5 seconds rounds up to 30',
      inputs: { totalSessions: '2', totalDuration: '59' },
      expect: { outputs: { avgSessionDuration: '0m 30s' }, band: 'Below Average' },
    },
    {
      name: 'just below a minute is below average',
      inputs: { totalSessions: '1', totalDuration: '59' },
      expect: { outputs: { avgSessionDuration: '0m 59s' }, band: 'Below Average' },
    },
    {
      name: 'exactly a minute is moderate',
      inputs: { totalSessions: '1', totalDuration: '60' },
      expect: { outputs: { avgSessionDuration: '1m 0s' }, band: 'Moderate' },
    },
    // 298 ÷ 5 = 59.6 s: seconds are rounded before minutes are taken, so it shows '1m 0s' (not '0m 60s') and rates Moderate.
    {
      name: '59.6 seconds rounds to 1m 0s',
      inputs: { totalSessions: '5', totalDuration: '298' },
      expect: { outputs: { avgSessionDuration: '1m 0s' }, band: 'Moderate' },
    },
    {
      name: 'just below three minutes is moderate',
      inputs: { totalSessions: '1', totalDuration: '179' },
      expect: { outputs: { avgSessionDuration: '2m 59s' }, band: 'Moderate' },
    },
    {
      name: 'exactly three minutes is good',
      inputs: { totalSessions: '1', totalDuration: '180' },
      expect: { outputs: { avgSessionDuration: '3m 0s' }, band: 'Good' },
    },
    {
      name: 'just below four minutes is good',
      inputs: { totalSessions: '1', totalDuration: '239' },
      expect: { outputs: { avgSessionDuration: '3m 59s' }, band: 'Good' },
    },
    {
      name: 'exactly four minutes is excellent',
      inputs: { totalSessions: '1', totalDuration: '240' },
      expect: { outputs: { avgSessionDuration: '4m 0s' }, band: 'Excellent' },
    },
    {
      name: 'an hour per session stays in minutes',
      inputs: { totalSessions: '10', totalDuration: '36000' },
      expect: { outputs: { avgSessionDuration: '60m 0s' }, band: 'Excellent' },
    },
    {
      name: 'thousands separators pasted in',
      inputs: { totalSessions: '1,000', totalDuration: '150,000' },
      expect: { outputs: { avgSessionDuration: '2m 30s' }, band: 'Moderate' },
    },
    {
      name: 'decimals are truncated',
      inputs: { totalSessions: '100.9', totalDuration: '12345.7' },
      expect: { outputs: { avgSessionDuration: '2m 3s' }, band: 'Moderate' },
    },
    {
      name: 'ordinary good result',
      inputs: { totalSessions: '2400', totalDuration: '480000' },
      expect: { outputs: { avgSessionDuration: '3m 20s' }, band: 'Good' },
    },
  ],
});
