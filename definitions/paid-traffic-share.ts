import { count, defineCalculator, nonNegativeInteger, notAbove, positiveInteger } from '../engine';
import { brightEdgeChannelShare, ga4ChannelGroup } from './shared/sources';

const badPaid = 'Please enter a valid number of paid traffic sessions (must be a non-negative integer).';
const badTotal = 'Please enter a valid number of total traffic sessions (must be a positive integer).';
const tooMany = 'Paid traffic cannot exceed total traffic.';

// Spec: the output label and HTML minimums are not shown; we label the result 'Paid Traffic Share' and set no minimum (any text is checked on Calculate).

/** Paid traffic share % = paid sessions ÷ total sessions × 100 (spec more-calculators.md, sections 2, 3, 5 and 9). */
export default defineCalculator({
  key: 'paidTrafficShare',
  slug: 'paid-traffic-share',
  title: 'Paid Traffic Share Calculator',
  category: 'Analytics & Tracking',
  cardCategory: 'Analytics',
  icon: 'PieChart',
  seo: {
    metaTitle: 'Paid Traffic Share Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate what share of your website sessions comes from paid ads, see whether you rely too much or too little on paid traffic and get tips to balance your mix.',
    canonicalUrl: '/calculators/paid-traffic-share',
    h1: 'Paid Traffic Share Calculator',
    intro:
      'Find out how much of your website traffic you pay for, and whether your mix of paid and unpaid channels leaves you exposed to rising ad costs or leaves growth on the table.',
    summary: 'Work out the percentage of your sessions that comes from paid channels.',
  },
  related: ['organicSearchTrafficGrowth', 'roas', 'cpc'],
  calculator: {
    title: 'Calculate Your Paid Traffic Share',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          count('paidSessions', 'Paid Traffic Sessions', { measure: 'sessions', keep: 'any', placeholder: 'e.g. 2500' }),
          count('totalSessions', 'Total Traffic Sessions', { measure: 'sessions', keep: 'any', placeholder: 'e.g. 10000' }),
        ],
        rules: [
          nonNegativeInteger('paidSessions', badPaid),
          positiveInteger('totalSessions', badTotal),
          notAbove('paidSessions', 'totalSessions', tooMany),
        ],
        outputs: [
          {
            id: 'paidTrafficShare',
            measure: 'trafficShare',
            label: 'Paid Traffic Share',
            expr: 'paidSessions / totalSessions * 100',
            format: { style: 'percent', decimals: 2 },
            caption: '{paidSessions} paid sessions out of {totalSessions} total sessions',
          },
        ],
        bands: {
          of: 'paidTrafficShare',
          // Two-sided: too little paid traffic misses reach, too much means dependence on ads; "better" is toward Healthy.
          better: 'middle',
          steps: [
            {
              label: 'Very Low',
              tone: 'info',
              text: 'Less than 10% of your traffic comes from paid channels. You depend little on advertising, which keeps traffic costs low, but you may be missing growth that well-targeted paid campaigns could bring in quickly.',
            },
            {
              from: 10,
              label: 'Healthy',
              tone: 'success',
              text: 'Paid channels bring in 10% to 30% of your traffic: a balanced mix in which paid campaigns add reach while most visitors arrive through organic, direct, referral and other unpaid channels.',
            },
            {
              from: 30,
              label: 'Moderate',
              tone: 'info',
              text: 'Paid channels bring in 30% to 50% of your traffic. That is workable if the campaigns are profitable, but a rise in ad costs or a paused campaign would noticeably cut your traffic; keep building unpaid channels alongside.',
            },
            {
              from: 50,
              label: 'Significant',
              tone: 'warning',
              text: 'Half or more of your traffic, up to 70%, is paid. Your growth depends heavily on ad budgets and platform prices, so watch return on ad spend closely and invest in SEO, email and referrals to spread the risk.',
            },
            {
              from: 70,
              label: 'Heavy',
              tone: 'error',
              text: 'At least 70% of your traffic is paid. Turning off the ads would take away most of your visitors, and rising costs per click go straight to your margins. Make building unpaid channels a priority.',
            },
          ],
        },
        // Spec: tip wording not shown; we wrote two sets of 8 tips that switch at 30%, as the spec says.
        tips: {
          of: 'paidTrafficShare',
          steps: [
            {
              title: 'How to use paid traffic to grow',
              items: [
                'Bid on your own brand name and high-intent keywords that your organic pages do not yet rank for.',
                'Start paid tests with a small budget on one channel, and scale only the campaigns that reach your target cost per acquisition.',
                'Retarget visitors who came through organic search or social but left without converting.',
                'Promote your best-converting content or offers to lookalike or similar audiences to find new visitors like your customers.',
                'Use paid search to test headlines and offers quickly, then reuse the winners in your SEO titles and landing pages.',
                'Tag every campaign with UTM parameters so paid sessions are counted correctly rather than as direct or referral traffic.',
                'Track return on ad spend and customer acquisition cost per campaign, not just sessions, before raising budgets.',
                'Keep investing in the organic channels that already bring most of your traffic while you add paid reach.',
              ],
            },
            {
              from: 30,
              title: 'How to reduce your reliance on paid traffic',
              items: [
                'Find the paid keywords that convert best and create or improve organic pages that target the same searches.',
                'Build an email list from paid visitors, with a useful lead magnet, so you can bring them back without paying again.',
                'Cut or pause campaigns whose return on ad spend stays below your break-even level.',
                'Publish content that earns links and shares, such as original data, tools and in-depth guides, to grow organic and referral traffic.',
                'Start a referral program that rewards customers for bringing in new ones.',
                'Test reducing bids on your brand keywords where you already rank first organically, and measure whether total clicks hold up.',
                'Spread paid spend across more than one platform so that a single price rise or policy change cannot cut most of your traffic.',
                'Set a target share for unpaid traffic and review your channel mix every month.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is paid traffic share?' },
      {
        type: 'paragraph',
        text: 'Paid traffic share is the percentage of your website sessions that come from channels you pay for per visit or per impression: paid search, paid social, display, video and shopping ads and paid affiliate placements. The rest comes from unpaid channels such as organic search, direct visits, referrals, email and unpaid social posts.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'In your analytics tool, find the total number of sessions for the period you want to measure.',
          'Add up the sessions from paid channels in the same period (for example, the Paid Search, Paid Social, Display and Paid Video channel groups).',
          'Enter both numbers and press Calculate to see your paid traffic share, what it means and how to improve your mix.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Make sure paid campaigns carry UTM tags or auto-tagging. Untagged ad clicks often show up as direct or referral traffic, which makes your paid share look lower than it is.',
      },
      { type: 'heading', text: 'How this calculator rates your result' },
      {
        type: 'table',
        caption: 'How this calculator rates paid traffic share',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['Paid traffic share', 'Rating'],
        rows: [
          ['Below 10%', 'Very Low'],
          ['10% to below 30%', 'Healthy'],
          ['30% to below 50%', 'Moderate'],
          ['50% to below 70%', 'Significant'],
          ['70% and above', 'Heavy'],
        ],
      },
      {
        type: 'paragraph',
        source: 'brightEdgeChannelShare',
        text: 'There is no single right share: a new e-commerce store launching with ads will rely on paid traffic far more than an established publisher. Across many websites, unpaid channels bring in most visits; BrightEdge’s widely cited channel research, for example, found that in 2019 organic search alone drove about half of trackable website traffic (direct visits aside), and paid search roughly 15%. Compare yourself with your own trend and with what your margins can support.',
      },
      { type: 'heading', text: 'Why paid traffic share matters' },
      {
        type: 'paragraph',
        text: 'Paid traffic is fast and controllable, but it stops the moment the budget does, and its cost rises with competition in the ad auction. A high paid share makes your traffic, and often your revenue, depend on ad budgets and platform prices. A very low share can mean you are leaving growth on the table, especially for high-intent searches you do not rank for organically.',
      },
      { type: 'heading', text: 'How to balance your traffic mix' },
      {
        type: 'paragraph',
        text: 'Use paid channels for what they do best, reaching new audiences and capturing high-intent demand, and judge them on return on ad spend rather than volume. At the same time, build the channels that keep paying off without ongoing spend: search-optimized content, an email list, referrals and partnerships. As those grow, your paid share falls even if you keep advertising.',
      },
    ],
    formula: {
      formula: 'Paid Traffic Share = (Paid Traffic Sessions ÷ Total Traffic Sessions) × 100',
      description: 'Divide the sessions from paid channels by all sessions in the same period, then multiply by 100 to get a percentage.',
      example: {
        calculation: '(2,500 ÷ 10,000) × 100',
        result: '25.00%',
        explanation:
          'A site with 10,000 sessions, 2,500 of them from ads, gets 25.00% of its traffic from paid channels: a healthy mix with most visitors arriving through unpaid channels.',
        check: { inputs: { paidSessions: '2500', totalSessions: '10000' }, output: 'paidTrafficShare', band: 'Healthy' },
      },
    },
    faq: [
      {
        question: 'What is a good paid traffic share?',
        answer:
          'This calculator rates 10% to 30% as healthy: paid campaigns add reach while most traffic comes from channels you do not pay for per visit. A higher share can be fine during a launch or for a business built on profitable ads, as long as return on ad spend stays strong.',
      },
      {
        question: 'Which channels count as paid traffic?',
        answer:
          'Count any visit you paid for: paid search, paid social, display and video ads, shopping ads, and paid affiliate or sponsored placements. Organic search, direct visits, referrals, email to your own list and unpaid social posts count as unpaid.',
      },
      {
        question: 'Is a high paid traffic share bad?',
        answer:
          'Not necessarily, but it is a risk. If most visitors come from ads, a budget cut, a price rise in the ad auction or a platform policy change can cut your traffic overnight. Make sure paid campaigns are profitable, and build unpaid channels so that your business does not depend on one lever.',
      },
      {
        question: 'Why does my analytics tool show fewer paid sessions than my ad platform shows clicks?',
        answer:
          'Ad platforms count clicks, while analytics tools count sessions. Visitors who click but leave before the page loads, blocked tracking scripts, consent choices and missing UTM tags all create gaps. Use one source consistently when you track your paid share over time.',
      },
      {
        question: 'How often should I check my paid traffic share?',
        answer:
          'Monthly is enough for most businesses, and after any large change in ad budget, SEO rankings or campaigns. Watch the trend: a share that keeps climbing while total traffic stays flat means ads are replacing unpaid visits rather than adding to them.',
      },
    ],
  },
  sources: [
    // Checked 2026-11-24: BrightEdge's page is not among the stored pages; its URL is cited for this research by web.dev's
    // PWA checklist and, as "BrightEdge Channel Report" (2019), by an academic paper. 417marketing.com and riseoak.com
    // quote it the same way: data of May 2019 from thousands of domains, direct traffic excluded, organic search 53% of
    // trackable traffic, paid search 15%, organic social 5%, other 27%.
    brightEdgeChannelShare,
    // Checked 2026-11-24: stored copies (Japanese and French versions of answer 9756891) define the channel groups the
    // how-to list names. Undated help page; the year is when it was checked.
    ga4ChannelGroup,
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'paid blank', inputs: { paidSessions: '', totalSessions: '10000' }, expect: { message: badPaid } },
    { name: 'paid not a number', inputs: { paidSessions: 'abc', totalSessions: '10000' }, expect: { message: badPaid } },
    { name: 'paid negative', inputs: { paidSessions: '-1', totalSessions: '10000' }, expect: { message: badPaid } },
    { name: 'both blank shows the first message', inputs: { paidSessions: '', totalSessions: '' }, expect: { message: badPaid } },
    { name: 'total blank', inputs: { paidSessions: '100', totalSessions: '' }, expect: { message: badTotal } },
    { name: 'total zero', inputs: { paidSessions: '0', totalSessions: '0' }, expect: { message: badTotal } },
    { name: 'total negative', inputs: { paidSessions: '0', totalSessions: '-100' }, expect: { message: badTotal } },
    { name: 'total not a number', inputs: { paidSessions: '100', totalSessions: '10k' }, expect: { message: badTotal } },
    { name: 'paid above total', inputs: { paidSessions: '10001', totalSessions: '10000' }, expect: { message: tooMany } },
    {
      name: 'no paid traffic',
      inputs: { paidSessions: '0', totalSessions: '500' },
      expect: {
        outputs: { paidTrafficShare: '0.00%' },
        band: 'Very Low',
        captions: { paidTrafficShare: '0 paid sessions out of 500 total sessions' },
      },
    },
    {
      name: 'just below 10% is very low',
      inputs: { paidSessions: '999', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '9.99%' }, band: 'Very Low' },
    },
    // 99,999 ÷ 1,000,000 = 9.9999% shows as 10.00%, and the band reads the shown value.
    {
      name: '9.9999% shows and rates as 10.00%',
      inputs: { paidSessions: '99999', totalSessions: '1000000' },
      expect: { outputs: { paidTrafficShare: '10.00%' }, band: 'Healthy' },
    },
    {
      name: 'exactly 10% is healthy',
      inputs: { paidSessions: '1000', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '10.00%' }, band: 'Healthy' },
    },
    {
      name: 'worked example',
      inputs: { paidSessions: '2500', totalSessions: '10000' },
      expect: {
        outputs: { paidTrafficShare: '25.00%' },
        band: 'Healthy',
        captions: { paidTrafficShare: '2,500 paid sessions out of 10,000 total sessions' },
      },
    },
    {
      name: 'just below 30% is healthy',
      inputs: { paidSessions: '2999', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '29.99%' }, band: 'Healthy' },
    },
    {
      name: 'exactly 30% is moderate',
      inputs: { paidSessions: '3000', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '30.00%' }, band: 'Moderate' },
    },
    {
      name: 'a third of traffic is paid',
      inputs: { paidSessions: '1', totalSessions: '3' },
      expect: {
        outputs: { paidTrafficShare: '33.33%' },
        band: 'Moderate',
        captions: { paidTrafficShare: '1 paid sessions out of 3 total sessions' },
      },
    },
    {
      name: 'just below 50% is moderate',
      inputs: { paidSessions: '4999', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '49.99%' }, band: 'Moderate' },
    },
    {
      name: 'exactly 50% is significant',
      inputs: { paidSessions: '5000', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '50.00%' }, band: 'Significant' },
    },
    {
      name: 'just below 70% is significant',
      inputs: { paidSessions: '6999', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '69.99%' }, band: 'Significant' },
    },
    {
      name: 'exactly 70% is heavy',
      inputs: { paidSessions: '7000', totalSessions: '10000' },
      expect: { outputs: { paidTrafficShare: '70.00%' }, band: 'Heavy' },
    },
    {
      name: 'all traffic is paid',
      inputs: { paidSessions: '10000', totalSessions: '10000' },
      expect: {
        outputs: { paidTrafficShare: '100.00%' },
        band: 'Heavy',
        captions: { paidTrafficShare: '10,000 paid sessions out of 10,000 total sessions' },
      },
    },
    {
      name: 'decimals are truncated',
      inputs: { paidSessions: '250.9', totalSessions: '1000.5' },
      expect: {
        outputs: { paidTrafficShare: '25.00%' },
        band: 'Healthy',
        captions: { paidTrafficShare: '250 paid sessions out of 1,000 total sessions' },
      },
    },
    {
      name: 'thousands separators pasted in',
      inputs: { paidSessions: '45,678', totalSessions: '123,456' },
      expect: {
        outputs: { paidTrafficShare: '37.00%' },
        band: 'Moderate',
        captions: { paidTrafficShare: '45,678 paid sessions out of 123,456 total sessions' },
      },
    },
  ],
});
