import { decimal, defineCalculator, nonNegative, notEqual } from '../engine';
import { brightEdgeChannelShare, ga4ChannelGroup, investopediaGrowthRates } from './shared/sources';

const badInitial = 'Please enter a valid initial traffic value (must be a non-negative number).';
const badCurrent = 'Please enter a valid current traffic value (must be a non-negative number).';
const zeroInitial = 'Initial traffic cannot be zero (would result in division by zero).';

// Spec: the output label and HTML minimums are not shown; we label the result 'Organic Traffic Growth' and set no minimum (any text is checked on Calculate).
// Spec: the subtitle's wording when traffic is unchanged is not shown; we say 'No change from N to N sessions' rather than call it an increase.

/** Organic search traffic growth % = (current − initial) ÷ initial × 100 (spec more-calculators.md, sections 2, 5 and 9). */
export default defineCalculator({
  key: 'organicSearchTrafficGrowth',
  slug: 'organic-search-traffic-growth',
  title: 'Organic Search Traffic Growth Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'TrendingUp',
  seo: {
    metaTitle: 'Organic Traffic Growth Calculator | Free Marketing Tools',
    metaDescription:
      'Calculate the percentage growth of your organic search traffic between two periods, see whether your SEO is working and get tips to keep traffic growing.',
    canonicalUrl: '/calculators/organic-search-traffic-growth',
    h1: 'Organic Search Traffic Growth Calculator',
    intro:
      'Compare organic search sessions for two periods to see how fast your SEO traffic is growing or shrinking, what the change means and what to do next.',
    summary: 'Measure the percentage change in organic search sessions between two periods.',
  },
  related: ['paidTrafficShare', 'bounceRate', 'avgSessionDuration'],
  calculator: {
    title: 'Calculate Your Organic Search Traffic Growth',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          decimal('initialTraffic', 'Initial Traffic (Sessions)', {
            measure: 'sessions',
            term: 'initial sessions',
            keep: 'any',
            placeholder: 'e.g. 10000',
          }),
          decimal('currentTraffic', 'Current Traffic (Sessions)', {
            measure: 'sessions',
            term: 'current sessions',
            keep: 'any',
            placeholder: 'e.g. 12500',
          }),
        ],
        rules: [
          nonNegative('initialTraffic', badInitial),
          nonNegative('currentTraffic', badCurrent),
          notEqual('initialTraffic', 0, zeroInitial),
        ],
        outputs: [
          // The change in sessions, computed first so that the subtitle's word can be picked before the growth rate is shown.
          {
            id: 'trafficChange',
            label: 'Change in Sessions',
            expr: 'currentTraffic - initialTraffic',
            format: { style: 'number', decimals: 2 },
            hidden: true,
          },
          {
            kind: 'label',
            id: 'direction',
            of: 'trafficChange',
            steps: [{ text: 'Decrease' }, { from: 0, text: 'No change' }, { from: 0, exclusive: true, text: 'Increase' }],
            hidden: true,
          },
          {
            id: 'growthRate',
            measure: 'growthRate',
            label: 'Organic Traffic Growth',
            expr: '(currentTraffic - initialTraffic) / initialTraffic * 100',
            format: { style: 'percent', decimals: 2, sign: true },
            tone: [{ tone: 'error' }, { from: 0, tone: 'success' }],
            caption: '{direction} from {initialTraffic} to {currentTraffic} sessions',
          },
        ],
        bands: {
          of: 'growthRate',
          better: 'higher',
          steps: [
            {
              label: 'Significant Decrease',
              tone: 'error',
              text: 'Organic traffic fell by more than 20%. Treat this as urgent: check for tracking problems, technical issues such as blocked or de-indexed pages, and ranking losses after a search engine update, starting with your highest-traffic pages.',
            },
            {
              from: -20,
              label: 'Decrease',
              tone: 'warning',
              text: 'Organic traffic fell by up to 20%. Compare with the same period last year to rule out seasonality, then find the pages and queries that lost the most clicks and refresh or improve them.',
            },
            {
              from: 0,
              label: 'Modest Growth',
              tone: 'info',
              text: 'Organic traffic is flat or growing by less than 10%. Your SEO is holding its ground; publishing content for new search topics and improving pages that rank just off the first page can speed things up.',
            },
            {
              from: 10,
              label: 'Healthy Growth',
              tone: 'success',
              text: 'Organic traffic grew by 10% to 30%: a healthy sign that your content and SEO work are paying off. Keep doing what works and make sure the extra visitors convert.',
            },
            {
              from: 30,
              label: 'Substantial Growth',
              tone: 'success',
              text: 'Organic traffic grew by 30% to 100%, a substantial gain. Find out which pages and queries drove it so that you can repeat it, and check that the new traffic is relevant and converting.',
            },
            {
              from: 100,
              label: 'Dramatic Growth',
              tone: 'success',
              text: 'Organic traffic at least doubled. Confirm the jump is real, not a tracking change or a one-off spike from a viral page, and then build on the topics and pages behind it.',
            },
          ],
        },
        // Spec: tip wording not shown; we wrote two sets of 8 tips that switch at 10% growth, as the spec says.
        tips: {
          of: 'growthRate',
          steps: [
            {
              title: 'How to grow your organic search traffic',
              items: [
                'Check Google Search Console for pages and queries that lost clicks, and whether the loss came from lower rankings or fewer searches.',
                'Fix technical problems first: pages blocked by robots.txt or noindex tags, broken redirects, crawl errors and slow mobile pages.',
                'Refresh your older pages that used to rank well with current information, better structure and clearer answers.',
                'Improve pages that rank in positions 5 to 20; small gains there bring the biggest increase in clicks.',
                'Rewrite title tags and meta descriptions for pages with many impressions but a low click-through rate.',
                'Research the questions your customers search for and publish content that answers them better than the current top results.',
                'Strengthen internal linking from your most-visited pages to the pages you want to rank.',
                'Earn links from relevant sites with original data, useful tools and guest contributions.',
              ],
            },
            {
              from: 10,
              title: 'How to sustain your organic growth',
              items: [
                'Identify the pages and topics behind the growth in Search Console and create more content around them.',
                'Build topic clusters: link supporting articles to a central pillar page to show depth on the subject.',
                'Add calls to action and lead magnets to your fastest-growing pages so that new visitors turn into leads or customers.',
                'Keep top-performing pages up to date; competitors will target the queries you now win.',
                'Monitor Core Web Vitals and site speed as you add pages and features.',
                'Track rankings for your most valuable queries so that you spot drops early.',
                'Promote new content through email and social channels to earn early links and visits.',
                'Compare growth with the same period last year to separate real gains from seasonal swings.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is organic search traffic growth?' },
      {
        type: 'paragraph',
        text: 'Organic search traffic growth is the percentage change in visits from unpaid search engine results between two periods. It shows whether your search engine optimization (SEO) is bringing in more visitors over time, and it is usually the first number people check after a content push, a site redesign or a search engine update.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'In your analytics tool, filter sessions to the Organic Search channel.',
          'Enter the organic sessions for the earlier period as the initial traffic.',
          'Enter the organic sessions for a later period of the same length as the current traffic.',
          'Press Calculate to see the growth rate, whether traffic rose or fell, what it means and what to do next.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Compare periods of equal length, and for seasonal businesses compare with the same period a year earlier (year over year) rather than with the previous month, so that holidays and seasonal demand do not distort the result.',
      },
      { type: 'heading', text: 'How this calculator rates your result' },
      {
        type: 'table',
        caption: 'How this calculator rates organic search traffic growth',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['Growth', 'Rating'],
        rows: [
          ['Below -20%', 'Significant Decrease'],
          ['-20% to below 0%', 'Decrease'],
          ['0% to below 10%', 'Modest Growth'],
          ['10% to below 30%', 'Healthy Growth'],
          ['30% to below 100%', 'Substantial Growth'],
          ['100% and above', 'Dramatic Growth'],
        ],
      },
      {
        type: 'paragraph',
        text: 'There is no universal benchmark for organic growth: it depends on how established your site is, how competitive your topics are and how much you publish. A new site can double its traffic from a small base, while a mature site with strong rankings usually grows far more slowly. Treat your own history, and the growth of competitors in tools such as Semrush or Ahrefs, as the comparison that matters.',
      },
      { type: 'heading', text: 'Why organic search traffic growth matters' },
      {
        type: 'paragraph',
        source: 'brightEdgeChannelShare',
        text: 'For many websites, organic search is one of the largest sources of visits, and it keeps bringing them in without a per-click cost. Growing organic traffic lowers your blended cost of acquisition and your dependence on paid ads. A decline is an early warning: rankings lost after a search engine update, a technical error or a competitor’s better content all show up here first.',
      },
      { type: 'heading', text: 'How to grow organic search traffic' },
      {
        type: 'paragraph',
        text: 'Make sure search engines can crawl and index your important pages, then focus on content that answers what your audience searches for better than the pages that rank today. Improve pages that already rank on the second page, write titles that earn clicks, link related pages together and earn links from relevant sites. SEO gains build over months, so measure growth over quarters as well as months.',
      },
    ],
    formula: {
      formula: 'Organic Traffic Growth = ((Current Traffic − Initial Traffic) ÷ Initial Traffic) × 100',
      description:
        'Subtract the initial period’s organic sessions from the current period’s, divide by the initial sessions and multiply by 100. A positive result is an increase and a negative one a decrease.',
      example: {
        calculation: '((12,500 − 10,000) ÷ 10,000) × 100',
        result: '+25.00%',
        explanation:
          'A site whose organic sessions rose from 10,000 to 12,500 grew its organic search traffic by 25.00%: healthy growth that shows its SEO work is paying off.',
        check: { inputs: { initialTraffic: '10000', currentTraffic: '12500' }, output: 'growthRate', band: 'Healthy Growth' },
      },
    },
    faq: [
      {
        question: 'What is a good organic traffic growth rate?',
        answer:
          'This calculator rates 10% to 30% growth between the periods you compare as healthy, and 30% or more as substantial. What is realistic depends on your starting point: a young site can grow much faster than an established one with strong rankings already. Compare with your own history and with direct competitors.',
      },
      {
        question: 'Should I compare month over month or year over year?',
        answer:
          'Use both. Month-over-month growth shows recent momentum, while year-over-year growth removes seasonal swings, such as holiday peaks or summer slowdowns, which can make a normal month look like a loss or a gain.',
      },
      {
        question: 'Why did my organic traffic drop?',
        answer:
          'Common causes are a search engine algorithm update, technical problems such as pages accidentally set to noindex or broken redirects after a redesign, lost backlinks, stronger competitor content, seasonal demand and changes in the search results themselves, such as more ads or AI answers above the organic links. Check Search Console to see whether impressions, rankings or click-through rate fell.',
      },
      {
        question: 'Where do I find my organic search sessions?',
        source: 'ga4ChannelGroup',
        answer:
          'In Google Analytics 4, open the traffic acquisition report and look at the Organic Search channel group for each period. Google Search Console shows organic clicks from Google, which is a close, though not identical, measure.',
      },
      {
        question: 'Why can’t initial traffic be zero?',
        answer:
          'Growth is measured relative to the starting traffic, so a zero starting point would mean dividing by zero: any traffic at all would be infinite growth. For a new site, start measuring growth from the first period with organic visits.',
      },
    ],
  },
  sources: [
    // Checked 2026-11-24: stored copies (Japanese and French versions of answer 9756891, "[GA4] Groupe de canaux par
    // défaut") define the Organic Search channel and show the channel dimensions in the acquisition reports. Undated help
    // page; the year is when it was checked.
    ga4ChannelGroup,
    // Checked 2026-11-24: the page itself is not among the stored pages; its URL is cited under this title by other
    // sources. It backs the growth formula only, no figure.
    investopediaGrowthRates,
    // Checked 2026-11-24: BrightEdge's page is not among the stored pages; its URL is cited for this research by web.dev's
    // PWA checklist and, as "BrightEdge Channel Report" (2019), by an academic paper. 417marketing.com and riseoak.com
    // quote it the same way: data of May 2019, organic search 53% of trackable (non-direct) traffic, paid search 15%.
    brightEdgeChannelShare,
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'initial blank', inputs: { initialTraffic: '', currentTraffic: '12500' }, expect: { message: badInitial } },
    { name: 'initial not a number', inputs: { initialTraffic: 'abc', currentTraffic: '12500' }, expect: { message: badInitial } },
    { name: 'initial negative', inputs: { initialTraffic: '-1', currentTraffic: '12500' }, expect: { message: badInitial } },
    { name: 'both blank shows the first message', inputs: { initialTraffic: '', currentTraffic: '' }, expect: { message: badInitial } },
    { name: 'current blank', inputs: { initialTraffic: '10000', currentTraffic: '' }, expect: { message: badCurrent } },
    { name: 'current negative', inputs: { initialTraffic: '10000', currentTraffic: '-5' }, expect: { message: badCurrent } },
    { name: 'current not a number', inputs: { initialTraffic: '10000', currentTraffic: '12k' }, expect: { message: badCurrent } },
    { name: 'initial zero', inputs: { initialTraffic: '0', currentTraffic: '100' }, expect: { message: zeroInitial } },
    {
      name: 'zero initial with a negative current shows the current message first',
      inputs: { initialTraffic: '0', currentTraffic: '-1' },
      expect: { message: badCurrent },
    },
    {
      name: 'traffic fell to zero',
      inputs: { initialTraffic: '500', currentTraffic: '0' },
      expect: {
        outputs: { growthRate: '-100.00%' },
        band: 'Significant Decrease',
        captions: { growthRate: 'Decrease from 500 to 0 sessions' },
        hidden: ['trafficChange', 'direction'],
      },
    },
    {
      name: 'just below -20% is a significant decrease',
      inputs: { initialTraffic: '1000', currentTraffic: '799' },
      expect: {
        outputs: { growthRate: '-20.10%' },
        band: 'Significant Decrease',
        captions: { growthRate: 'Decrease from 1,000 to 799 sessions' },
      },
    },
    {
      name: 'exactly -20% is a decrease',
      inputs: { initialTraffic: '1000', currentTraffic: '800' },
      expect: { outputs: { growthRate: '-20.00%' }, band: 'Decrease', captions: { growthRate: 'Decrease from 1,000 to 800 sessions' } },
    },
    {
      name: 'just below zero is a decrease',
      inputs: { initialTraffic: '10000', currentTraffic: '9999' },
      expect: { outputs: { growthRate: '-0.01%' }, band: 'Decrease', captions: { growthRate: 'Decrease from 10,000 to 9,999 sessions' } },
    },
    {
      name: 'no change is modest growth',
      inputs: { initialTraffic: '1000', currentTraffic: '1000' },
      expect: {
        outputs: { growthRate: '0.00%' },
        band: 'Modest Growth',
        captions: { growthRate: 'No change from 1,000 to 1,000 sessions' },
      },
    },
    {
      name: 'just above zero is an increase',
      inputs: { initialTraffic: '10000', currentTraffic: '10001' },
      expect: {
        outputs: { growthRate: '+0.01%' },
        band: 'Modest Growth',
        captions: { growthRate: 'Increase from 10,000 to 10,001 sessions' },
      },
    },
    {
      name: 'just below 10% is modest growth',
      inputs: { initialTraffic: '10000', currentTraffic: '10999' },
      expect: { outputs: { growthRate: '+9.99%' }, band: 'Modest Growth' },
    },
    {
      name: 'exactly 10% is healthy growth',
      inputs: { initialTraffic: '10000', currentTraffic: '11000' },
      expect: { outputs: { growthRate: '+10.00%' }, band: 'Healthy Growth' },
    },
    {
      name: 'worked example',
      inputs: { initialTraffic: '10000', currentTraffic: '12500' },
      expect: {
        outputs: { growthRate: '+25.00%' },
        band: 'Healthy Growth',
        captions: { growthRate: 'Increase from 10,000 to 12,500 sessions' },
        labels: { growthRate: 'Organic Traffic Growth' },
      },
    },
    {
      name: 'just below 30% is healthy growth',
      inputs: { initialTraffic: '10000', currentTraffic: '12999' },
      expect: { outputs: { growthRate: '+29.99%' }, band: 'Healthy Growth' },
    },
    {
      name: 'exactly 30% is substantial growth',
      inputs: { initialTraffic: '10000', currentTraffic: '13000' },
      expect: { outputs: { growthRate: '+30.00%' }, band: 'Substantial Growth' },
    },
    {
      name: 'just below 100% is substantial growth',
      inputs: { initialTraffic: '10000', currentTraffic: '19999' },
      expect: { outputs: { growthRate: '+99.99%' }, band: 'Substantial Growth' },
    },
    {
      name: 'doubling is dramatic growth',
      inputs: { initialTraffic: '10000', currentTraffic: '20000' },
      expect: {
        outputs: { growthRate: '+100.00%' },
        band: 'Dramatic Growth',
        captions: { growthRate: 'Increase from 10,000 to 20,000 sessions' },
      },
    },
    {
      name: 'decimal traffic values',
      inputs: { initialTraffic: '1234.5', currentTraffic: '1500' },
      expect: {
        outputs: { growthRate: '+21.51%' },
        band: 'Healthy Growth',
        captions: { growthRate: 'Increase from 1,234.5 to 1,500 sessions' },
      },
    },
    {
      name: 'thousands separators pasted in',
      inputs: { initialTraffic: '1,000', currentTraffic: '2,500' },
      expect: {
        outputs: { growthRate: '+150.00%' },
        band: 'Dramatic Growth',
        captions: { growthRate: 'Increase from 1,000 to 2,500 sessions' },
      },
    },
  ],
});
