import { count, defineCalculator, nonNegativeInteger, notAbove, positiveInteger } from '../engine';

const badTotal = 'Please enter a valid number of total visits (must be a positive integer).';
const badSingle = 'Please enter a valid number of single-page visits (must be a non-negative integer).';
const tooMany = 'Single-page visits cannot exceed total visits.';

/** Bounce rate = single-page visits ÷ total visits × 100 (spec more-calculators.md, sections 2-5 and 9). */
export default defineCalculator({
  key: 'bounceRate',
  slug: 'bounce-rate',
  title: 'Bounce Rate Calculator',
  category: 'Conversion & Performance',
  cardCategory: 'Conversion',
  icon: 'ArrowLeftFromLine',
  seo: {
    metaTitle: 'Bounce Rate Calculator | Free Marketing Calculators',
    metaDescription:
      'Calculate your website bounce rate from total and single-page visits, see how it rates, understand how GA4 defines bounces and get tips to keep visitors engaged.',
    canonicalUrl: '/calculators/bounce-rate',
    h1: 'Bounce Rate Calculator',
    intro:
      'Find out what share of visits end on the first page, see how your rate compares with typical ranges for your kind of site, and learn what to change to keep visitors exploring.',
    summary: 'Work out the percentage of visits that leave after viewing a single page.',
  },
  related: ['avgSessionDuration', 'conversionRate', 'engagementRate'],
  calculator: {
    title: 'Calculate Your Bounce Rate',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          count('totalVisits', 'Total Visits', {
            measure: 'sessions',
            placeholder: 'e.g. 10000',
            helperText: 'All visits (sessions) to the page or site in the period.',
          }),
          count('singlePageVisits', 'Single-Page Visits', {
            placeholder: 'e.g. 4200',
            helperText: 'Visits that viewed only one page before leaving.',
          }),
        ],
        rules: [
          positiveInteger('totalVisits', badTotal),
          nonNegativeInteger('singlePageVisits', badSingle),
          notAbove('singlePageVisits', 'totalVisits', tooMany),
        ],
        outputs: [
          {
            id: 'bounceRate',
            measure: 'bounceRate',
            // Spec: output label and caption not shown; we use 'Bounce Rate' and a caption with the two counts.
            label: 'Bounce Rate',
            expr: 'singlePageVisits / totalVisits * 100',
            format: { style: 'percent', decimals: 2 },
            caption: '{singlePageVisits} of {totalVisits} visits viewed only one page',
          },
        ],
        bands: {
          of: 'bounceRate',
          better: 'lower',
          steps: [
            {
              label: 'Exceptionally Low',
              tone: 'success',
              text: 'Your bounce rate is exceptionally low: fewer than 1 in 5 visits end on the first page. That is rare, so first check your tracking: a duplicated analytics tag or events that fire on page load can make bounces disappear. If the data is sound, your pages match visitor intent very well.',
            },
            {
              from: 20,
              label: 'Excellent',
              tone: 'success',
              text: 'Your bounce rate is excellent: most visitors go on to a second page. Keep the pages that bring this traffic fast and relevant, and use the attention you have to guide visitors toward a conversion.',
            },
            {
              from: 40,
              label: 'Good',
              tone: 'success',
              text: 'Your bounce rate is good. Look at the pages with the highest bounce rates and most traffic to find the easiest improvements.',
            },
            {
              from: 55,
              label: 'Somewhat High',
              tone: 'warning',
              text: 'Your bounce rate is somewhat high. That can be fine for blogs or single-page answers, but on product, service or category pages it suggests the page does not match what visitors expected or makes the next step unclear.',
            },
            {
              from: 70,
              label: 'High',
              tone: 'warning',
              text: 'Your bounce rate is high: most visits end on the first page. Check that ads and search snippets promise what the landing page delivers, that pages load quickly on mobile and that there is a clear next step.',
            },
            {
              from: 85,
              label: 'Very High',
              tone: 'error',
              text: 'Your bounce rate is very high: almost every visit ends on the first page. Look for a technical problem first (slow or broken pages, pop-ups that block content, mistargeted ads), then rework the page around what visitors came for.',
            },
          ],
        },
        tips: {
          of: 'bounceRate',
          steps: [
            {
              title: 'How to lower your bounce rate',
              items: [
                'Find the pages with the most entrances and the highest bounce rates, and fix those first.',
                'Match each landing page to the ad, email or search query that brings visitors, using the same words and offer.',
                'Speed up pages on mobile: compress images, cut heavy scripts and aim for a load time under three seconds.',
                'Put the answer or offer visitors came for at the top of the page, not below a large banner.',
                'Give every page one clear next step, such as a related article, a product comparison or a call to action.',
                'Add relevant internal links and "related content" blocks so readers have somewhere to go next.',
                'Delay or remove pop-ups that cover the content as soon as the page loads.',
                'Check that ad targeting and search keywords attract the audience the page is written for.',
                'Segment bounce rate by traffic source and device to see whether the problem is the page or the visitors.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is bounce rate?' },
      {
        type: 'paragraph',
        text: 'Bounce rate is the percentage of visits in which someone lands on a page and leaves without viewing a second page. It tells you how often a page fails to draw visitors further into your site. A high bounce rate is not always bad: a visitor who finds an opening time or reads a full article and leaves may be satisfied. On landing, product and category pages, though, a bounce usually means a lost opportunity.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the total number of visits (sessions) for the page or site and period you want to measure.',
          'Enter the number of those visits that viewed only one page.',
          'Press Calculate to see your bounce rate, what it means and how to improve it.',
        ],
      },
      {
        type: 'table',
        caption: 'How this calculator rates your bounce rate',
        illustrative: true,
        columns: ['Bounce rate', 'Rating'],
        rows: [
          ['Below 20%', 'Exceptionally Low'],
          ['20% to below 40%', 'Excellent'],
          ['40% to below 55%', 'Good'],
          ['55% to below 70%', 'Somewhat High'],
          ['70% to below 85%', 'High'],
          ['85% and above', 'Very High'],
        ],
      },
      { type: 'heading', text: 'Bounce rate in Google Analytics 4' },
      {
        type: 'paragraph',
        source: 'ga4',
        text: 'This calculator uses the classic definition: single-page visits divided by all visits, as Universal Analytics reported it. Google Analytics 4 defines it differently. In GA4, bounce rate is 100% minus engagement rate, the share of sessions that were not engaged. A session counts as engaged if it lasts longer than 10 seconds (a threshold you can raise to 60 seconds), includes a key event (conversion) or has at least two page or screen views. So a visitor who reads one page for two minutes is a bounce in the classic sense but not in GA4, and GA4 bounce rates are often lower for content sites. Use one definition consistently, and do not compare a GA4 figure with an older Universal Analytics one.',
      },
      { type: 'heading', text: 'Bounce rate benchmarks' },
      {
        type: 'paragraph',
        text: 'What is normal depends mostly on the type of page. The rough ranges below, based on the classic single-page definition, are rules of thumb repeated in many analytics guides rather than the findings of one study: online stores at the low end, B2B and lead-generation sites in the middle, and single-purpose landing pages, blogs and news articles much higher, because many visitors read one page and leave satisfied. Treat them as loose guides rather than targets, and track your own pages over time.',
      },
      {
        type: 'table',
        caption: 'Rough, commonly quoted bounce rate ranges by site type (classic single-page definition)',
        // Rules of thumb repeated across guides; no one study is behind them, so none is credited.
        illustrative: true,
        columns: ['Site or page type', 'Typical bounce rate'],
        rows: [
          ['Retail and e-commerce', '20-45%'],
          ['B2B and lead generation', '25-55%'],
          ['Landing pages', '60-90%'],
        ],
      },
      { type: 'heading', text: 'Why bounce rate matters' },
      {
        type: 'paragraph',
        text: 'Every bounce is a visitor you paid for or earned who left before seeing a product, a pricing page or a sign-up form. On pages meant to lead somewhere, lowering the bounce rate usually raises conversions from the same traffic. Bounce rate also points to mismatches between what an ad or search result promises and what the page delivers.',
      },
      { type: 'heading', text: 'How to improve your bounce rate' },
      {
        type: 'paragraph',
        text: 'Start with the pages that get the most entrances and bounce the most. Make sure each one loads fast on mobile, delivers what the ad or search result promised right at the top and offers an obvious next step. Then look at bounce rate by traffic source: if one channel bounces far more than the rest, the targeting needs work rather than the page.',
      },
    ],
    formula: {
      formula: 'Bounce Rate = (Single-Page Visits ÷ Total Visits) × 100',
      description:
        'Divide the visits that viewed only one page by all visits in the same period, then multiply by 100 to get a percentage.',
      example: {
        calculation: '(4,200 ÷ 10,000) × 100',
        result: '42.00%',
        explanation:
          'A site with 10,000 visits in a month, 4,200 of which viewed only one page, has a bounce rate of 42.00%, in the Good band.',
        check: { inputs: { totalVisits: '10000', singlePageVisits: '4200' }, output: 'bounceRate', band: 'Good' },
      },
    },
    faq: [
      {
        question: 'What is a good bounce rate?',
        answer:
          'On this calculator, 20% to below 40% is excellent and 40% to below 55% is good. What is realistic depends on the page: online stores usually bounce less than blogs, and single-purpose landing pages often bounce more. Compare similar pages with each other and with their own history.',
      },
      {
        question: 'Why does GA4 show a different bounce rate from this calculator?',
        source: 'ga4',
        answer:
          'GA4 counts a bounce as a session that was not engaged, so its bounce rate equals 100% minus the engagement rate. A one-page visit lasting more than 10 seconds is engaged in GA4, so it is not a bounce there, although it is a single-page visit here. Enter single-page sessions if you want the classic rate, and do not mix the two definitions when comparing periods.',
      },
      {
        question: 'Is a high bounce rate always bad?',
        answer:
          'No. On a blog post, a help article or a contact page, visitors often find what they need and leave happy. A high bounce rate is a problem on pages meant to lead somewhere, such as landing, product or category pages, and when it comes with short time on page.',
      },
      {
        question: 'Why is my bounce rate suspiciously low?',
        answer:
          'A bounce rate below 20%, which this calculator rates Exceptionally Low, is unusual, and a very low one is often a tracking issue: the analytics tag firing twice, or an event sent automatically on page load that counts as an interaction. Check your tag setup before celebrating.',
      },
      {
        question: 'What is the difference between bounce rate and exit rate?',
        answer:
          'Bounce rate looks only at visits that started on a page and ended there without another page view. Exit rate looks at every view of a page and counts how often it was the last page of the visit, however many pages came before.',
      },
    ],
  },
  // Checked for the fact-check of 2026-11-23: the ranges used to be credited to Kissmetrics's 2010 "Bounce Rate Demystified"
  // infographic, but they are a later list with different bands, so the credit and that source were removed.
  sources: [
    // Checked 2026-11-24: this page (answer 12195621) is not among the stored pages, but its URL and title are cited by
    // several others. Google's stored "[GA4] Session" page (answer 12798876) gives the same engaged-session rule (longer
    // than 10 seconds, a key event, or at least 2 page or screen views), and nickbaker.digital and nicelookingdata.com
    // both say the 10-second timer can be raised to 60 seconds; bounce rate = 100% minus engagement rate is quoted the
    // same way by bbccss.com and others. Undated help page; the year is when it was checked.
    {
      id: 'ga4',
      publisher: 'Google Analytics Help',
      title: '[GA4] Engagement rate and bounce rate',
      year: 2026,
      url: 'https://support.google.com/analytics/answer/12195621',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank total visits', inputs: { totalVisits: '', singlePageVisits: '10' }, expect: { message: badTotal } },
    { name: 'text as total visits', inputs: { totalVisits: 'abc', singlePageVisits: '10' }, expect: { message: badTotal } },
    { name: 'zero total visits', inputs: { totalVisits: '0', singlePageVisits: '0' }, expect: { message: badTotal } },
    { name: 'negative total visits', inputs: { totalVisits: '-50', singlePageVisits: '0' }, expect: { message: badTotal } },
    { name: 'total visits truncate to zero', inputs: { totalVisits: '0.4', singlePageVisits: '0' }, expect: { message: badTotal } },
    { name: 'both blank shows the first rule', inputs: { totalVisits: '', singlePageVisits: '' }, expect: { message: badTotal } },
    { name: 'blank single-page visits', inputs: { totalVisits: '100', singlePageVisits: '' }, expect: { message: badSingle } },
    { name: 'negative single-page visits', inputs: { totalVisits: '100', singlePageVisits: '-1' }, expect: { message: badSingle } },
    { name: 'text as single-page visits', inputs: { totalVisits: '100', singlePageVisits: '4o' }, expect: { message: badSingle } },
    { name: 'more single-page visits than visits', inputs: { totalVisits: '100', singlePageVisits: '101' }, expect: { message: tooMany } },
    {
      name: 'no bounces',
      inputs: { totalVisits: '250', singlePageVisits: '0' },
      expect: { outputs: { bounceRate: '0.00%' }, band: 'Exceptionally Low' },
    },
    {
      name: 'exceptionally low',
      inputs: { totalVisits: '100', singlePageVisits: '19' },
      expect: { outputs: { bounceRate: '19.00%' }, band: 'Exceptionally Low' },
    },
    {
      name: 'exceptionally low just below excellent',
      inputs: { totalVisits: '10000', singlePageVisits: '1999' },
      expect: { outputs: { bounceRate: '19.99%' }, band: 'Exceptionally Low' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { totalVisits: '100', singlePageVisits: '20' },
      expect: { outputs: { bounceRate: '20.00%' }, band: 'Excellent' },
    },
    {
      name: 'excellent just below good',
      inputs: { totalVisits: '10000', singlePageVisits: '3999' },
      expect: { outputs: { bounceRate: '39.99%' }, band: 'Excellent' },
    },
    {
      name: 'good at its lower edge',
      inputs: { totalVisits: '100', singlePageVisits: '40' },
      expect: { outputs: { bounceRate: '40.00%' }, band: 'Good' },
    },
    {
      name: 'worked example',
      inputs: { totalVisits: '10000', singlePageVisits: '4200' },
      expect: { outputs: { bounceRate: '42.00%' }, band: 'Good', captions: { bounceRate: '4,200 of 10,000 visits viewed only one page' } },
    },
    {
      name: 'good just below somewhat high',
      inputs: { totalVisits: '10000', singlePageVisits: '5499' },
      expect: { outputs: { bounceRate: '54.99%' }, band: 'Good' },
    },
    {
      name: 'somewhat high at its lower edge',
      inputs: { totalVisits: '100', singlePageVisits: '55' },
      expect: { outputs: { bounceRate: '55.00%' }, band: 'Somewhat High' },
    },
    {
      name: 'somewhat high just below high',
      inputs: { totalVisits: '10000', singlePageVisits: '6999' },
      expect: { outputs: { bounceRate: '69.99%' }, band: 'Somewhat High' },
    },
    {
      name: 'high at its lower edge',
      inputs: { totalVisits: '100', singlePageVisits: '70' },
      expect: { outputs: { bounceRate: '70.00%' }, band: 'High' },
    },
    {
      name: 'high just below very high',
      inputs: { totalVisits: '10000', singlePageVisits: '8499' },
      expect: { outputs: { bounceRate: '84.99%' }, band: 'High' },
    },
    {
      name: 'very high at its lower edge',
      inputs: { totalVisits: '100', singlePageVisits: '85' },
      expect: { outputs: { bounceRate: '85.00%' }, band: 'Very High' },
    },
    {
      name: 'every visit bounces',
      inputs: { totalVisits: '7', singlePageVisits: '7' },
      expect: { outputs: { bounceRate: '100.00%' }, band: 'Very High', captions: { bounceRate: '7 of 7 visits viewed only one page' } },
    },
    {
      name: 'rounds to two decimals',
      inputs: { totalVisits: '3', singlePageVisits: '2' },
      expect: { outputs: { bounceRate: '66.67%' }, band: 'Somewhat High' },
    },
    {
      name: 'counts truncate decimals',
      inputs: { totalVisits: '1000.9', singlePageVisits: '420.6' },
      expect: { outputs: { bounceRate: '42.00%' }, band: 'Good' },
    },
    {
      name: 'thousands separators and spaces pasted in',
      inputs: { totalVisits: ' 25,000 ', singlePageVisits: '11,750' },
      expect: { outputs: { bounceRate: '47.00%' }, band: 'Good', captions: { bounceRate: '11,750 of 25,000 visits viewed only one page' } },
    },
  ],
});
