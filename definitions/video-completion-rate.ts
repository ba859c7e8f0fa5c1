import { count, defineCalculator, nonNegativeInteger, notAbove, positiveInteger } from '../engine';

const badViews = 'Please enter a valid number of video views (must be a positive integer).';
const badCompleted = 'Please enter a valid number of completed views (must be a non-negative integer).';
const tooMany = 'Completed views cannot exceed total video views.';

/** Video completion rate = completed views ÷ video views × 100 (spec more-calculators.md, sections 2-5 and 9). */
export default defineCalculator({
  key: 'videoCompletionRate',
  slug: 'video-completion-rate',
  title: 'Video Completion Rate Calculator',
  category: 'Conversion & Performance',
  cardCategory: 'Conversion',
  icon: 'PlayCircle',
  seo: {
    metaTitle: 'Video Completion Rate Calculator | Free Marketing Tools',
    metaDescription:
      'Calculate the share of video views that are watched to the end, see how your completion rate rates and get practical tips to keep viewers watching longer.',
    canonicalUrl: '/calculators/video-completion-rate',
    h1: 'Video Completion Rate Calculator',
    intro:
      'Find out what share of the people who start your video watch it to the end, whether it is an ad, a product demo or a social clip, and learn how to hold their attention longer.',
    summary: 'Work out the percentage of video views that are watched all the way through.',
  },
  related: ['engagementRate', 'costPerEngagement', 'ctr'],
  calculator: {
    title: 'Calculate Your Video Completion Rate',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        fields: [
          count('videoViews', 'Video Views', {
            measure: 'videoViews',
            placeholder: 'e.g. 5000',
            helperText: 'Views (or starts) reported for the video in the period.',
          }),
          count('completedViews', 'Completed Views', {
            placeholder: 'e.g. 2150',
            helperText: 'Views that played to the end (100% of the video).',
          }),
        ],
        rules: [
          positiveInteger('videoViews', badViews),
          nonNegativeInteger('completedViews', badCompleted),
          notAbove('completedViews', 'videoViews', tooMany),
        ],
        outputs: [
          {
            id: 'completionRate',
            measure: 'completionRate',
            // Spec: output label and caption not shown; we use 'Video Completion Rate' and a caption with the two counts.
            label: 'Video Completion Rate',
            expr: 'completedViews / videoViews * 100',
            format: { style: 'percent', decimals: 2 },
            caption: '{completedViews} of {videoViews} views watched to the end',
          },
        ],
        bands: {
          of: 'completionRate',
          better: 'higher',
          steps: [
            {
              label: 'Low',
              tone: 'error',
              text: 'Your completion rate is low: fewer than 1 in 4 viewers reach the end. Most people leave early, so the opening seconds, the length or the audience targeting need work. Check where in the video viewers drop off.',
            },
            {
              from: 25,
              label: 'Below Average',
              tone: 'warning',
              text: 'Your completion rate is below average. Many viewers start but lose interest; a stronger hook, a shorter cut or tighter targeting usually helps most.',
            },
            {
              from: 40,
              label: 'Average',
              tone: 'info',
              text: 'Your completion rate is average. The video holds a fair share of viewers; test a shorter edit and an earlier key message to lift it further.',
            },
            {
              from: 60,
              label: 'Very Good',
              tone: 'success',
              text: 'Your completion rate is very good: most viewers watch to the end. Make sure the ending carries a clear call to action so that attention turns into results.',
            },
            {
              from: 75,
              label: 'Excellent',
              tone: 'success',
              text: 'Your completion rate is excellent: at least 3 in 4 viewers watch to the end. Reuse what works in this video, such as its length, hook and format, and consider showing it to a wider audience.',
            },
          ],
        },
        tips: {
          of: 'completionRate',
          steps: [
            {
              title: 'How to raise your video completion rate',
              items: [
                'Hook viewers in the first 3 to 5 seconds with the payoff, a question or a striking visual, not a logo intro.',
                'Cut the video to the shortest length that tells the story, and test a shorter edit against the original.',
                'Use the audience retention report in your video platform to find where viewers drop off, and fix that moment.',
                'Add captions: many people watch social video with the sound off.',
                'Design for the placement: vertical and fast-paced for Stories and Reels, a clear narrative for YouTube and website videos.',
                'Target the audience who cares about the topic; broad targeting adds views that leave in the first seconds.',
                'Make the title and thumbnail promise exactly what the video delivers, so viewers are not disappointed and leave.',
                'Keep the pace up with cuts, on-screen text and a visible structure, and tell viewers what is coming next.',
                'Put the call to action before the last seconds as well as at the end, so it reaches viewers who leave early.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is video completion rate?' },
      {
        type: 'paragraph',
        text: 'Video completion rate (VCR) is the percentage of video views that play all the way to the end. It shows how well a video holds attention once someone has started it, which makes it a core measure for video ads, product demos, tutorials and social clips. Views count how many people you reached; completions show how many received the whole message.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the number of video views (or starts) reported for the video or campaign.',
          'Enter the number of views that played to the end (100% complete) in the same period.',
          'Press Calculate to see your completion rate, what it means and how to improve it.',
        ],
      },
      {
        type: 'paragraph',
        source: 'googleAdsViewMetrics',
        text: 'Take both numbers from the same report. Platforms count a "view" in different ways: YouTube counts an in-stream ad view once someone watches 30 seconds (or the whole ad if it is shorter) or interacts with it, social feeds count a view after a few seconds of play, and many website players count any play. Dividing completions by a stricter or looser view count changes the rate a lot.',
      },
      {
        type: 'table',
        caption: 'How this calculator rates your video completion rate',
        illustrative: true,
        columns: ['Completion rate', 'Rating'],
        rows: [
          ['75% and above', 'Excellent'],
          ['60% to below 75%', 'Very Good'],
          ['40% to below 60%', 'Average'],
          ['25% to below 40%', 'Below Average'],
          ['Below 25%', 'Low'],
        ],
      },
      { type: 'heading', text: 'Video completion rate benchmarks' },
      {
        type: 'paragraph',
        source: 'wistia',
        text: 'Completion rates depend far more on length and placement than on industry. Short videos are finished much more often than long ones: Wistia’s analyses of videos hosted on its platform have long found that engagement is highest for videos up to about two minutes and falls as videos get longer. Non-skippable ads and short bumper ads usually show very high completion rates because viewers cannot skip them, while skippable ads and feed videos that autoplay as people scroll show much lower ones. Compare a video with others of similar length on the same platform and placement.',
      },
      { type: 'heading', text: 'Why video completion rate matters' },
      {
        type: 'paragraph',
        text: 'Your key message, offer and call to action usually sit in the middle or at the end of a video, so viewers who leave early never see them. A higher completion rate means more of the views you paid for or earned deliver the full message. Platforms such as YouTube also use watch time and audience retention as signals when deciding which videos to recommend, so videos that hold attention tend to reach more people.',
      },
      { type: 'heading', text: 'How to improve your completion rate' },
      {
        type: 'paragraph',
        text: 'Use your platform’s audience retention graph to see exactly where viewers leave. A steep drop in the first seconds points to a weak hook or a mismatch with the thumbnail, title or targeting; a steady slide points to length or pace. Open with the payoff, cut everything that does not serve the message, add captions for silent viewing and test shorter versions.',
      },
    ],
    formula: {
      formula: 'Video Completion Rate = (Completed Views ÷ Video Views) × 100',
      description:
        'Divide the views that played to the end by all views of the video in the same period, then multiply by 100 to get a percentage.',
      example: {
        calculation: '(2,150 ÷ 5,000) × 100',
        result: '43.00%',
        explanation:
          'A product video with 5,000 views, 2,150 of which played to the end, has a completion rate of 43.00%, in the Average band.',
        check: { inputs: { videoViews: '5000', completedViews: '2150' }, output: 'completionRate', band: 'Average' },
      },
    },
    faq: [
      {
        question: 'What is a good video completion rate?',
        answer:
          'On this calculator 60% or more is very good and 75% or more is excellent. What is realistic depends mainly on length and placement: a 15-second ad can reach a far higher rate than a 10-minute tutorial, so compare videos of similar length on the same platform.',
      },
      {
        question: 'What counts as a completed view?',
        answer:
          'Usually a play that reaches 100% of the video, often reported as "video played to 100%" or "complete views". Some platforms report other thresholds, such as Meta’s ThruPlay, which for longer videos also counts plays that stop well before the end; use the true 100% figure if you want a genuine completion rate.',
      },
      {
        question: 'Why is my completion rate so different between platforms?',
        source: 'metaVideoInsights',
        answer:
          'Each platform counts views differently and shows video in different contexts. Facebook, for example, counts a Page video as viewed after 3 seconds of play, or when a shorter video ends. A 3-second autoplay view in a social feed is a much lower bar than a viewer choosing to watch on YouTube or a website, so the same video can show very different completion rates.',
      },
      {
        question: 'Does a shorter video always perform better?',
        answer:
          'Shorter videos are usually completed more often, but completion is not the only goal. A longer tutorial watched halfway by the right buyers can be worth more than a short clip finished by people who never act. Pick the shortest length that still does the job.',
      },
      {
        question: 'How is completion rate different from average view duration?',
        answer:
          'Completion rate counts how many views reached the end. Average view duration, or average percentage viewed, shows how much of the video a typical view covered. Use both: the retention graph behind them shows where viewers leave.',
      },
    ],
  },
  sources: [
    // Checked 2026-11-24: a stored copy of this page has this title and author, cites Wistia's 2024 State of Video Report
    // and data from 1.1 million videos; the copy breaks off before its findings. That engagement holds up to about two
    // minutes and then falls is Wistia's finding as quoted by smmhacks.com and, from an earlier Wistia post, by
    // switchvideo.com (2009); Wistia's stored 2012 post "Does Video Length Matter?" also shows engagement falling with length.
    {
      id: 'wistia',
      publisher: 'Wistia (Ezra Fishman)',
      title: 'Optimal Video Length: How Long Should A Marketing Video Be?',
      year: 2024,
      url: 'https://wistia.com/learn/marketing/optimal-video-length',
    },
    // Checked 2026-11-24: a stored copy (hl=en-GB) says an in-stream ad view is counted when the viewer watches 30 seconds
    // or to the end of a shorter ad, or interacts with it; Google Ads API docs define a paid view the same way. Undated
    // help page; the year is when it was checked. Meta's ThruPlay definition (15 seconds) was found only in third-party
    // copies, not on a Meta page, so the FAQ no longer gives the figure.
    {
      id: 'googleAdsViewMetrics',
      publisher: 'Google Ads Help',
      title: 'About YouTube ads and view metrics',
      year: 2026,
      url: 'https://support.google.com/google-ads/answer/2375431',
    },
    // Checked 2026-11-24: the stored guide's example defines total_video_views as "viewed for 3 seconds or viewed to the
    // end, whichever came first". The title is the link text for this page in Meta's Video API index (updated June 2024);
    // the guide's own heading was not seen. The page used to say Instagram reports 3-second plays too; no Meta page seen
    // says so for Instagram, so that was dropped.
    {
      id: 'metaVideoInsights',
      publisher: 'Meta for Developers',
      title: 'Getting insights on published Videos',
      year: 2024,
      url: 'https://developers.facebook.com/docs/video-api/guides/insights',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank views', inputs: { videoViews: '', completedViews: '10' }, expect: { message: badViews } },
    { name: 'text as views', inputs: { videoViews: 'many', completedViews: '10' }, expect: { message: badViews } },
    { name: 'zero views', inputs: { videoViews: '0', completedViews: '0' }, expect: { message: badViews } },
    { name: 'negative views', inputs: { videoViews: '-100', completedViews: '0' }, expect: { message: badViews } },
    { name: 'views truncate to zero', inputs: { videoViews: '0.7', completedViews: '0' }, expect: { message: badViews } },
    { name: 'both blank shows the first rule', inputs: { videoViews: '', completedViews: '' }, expect: { message: badViews } },
    { name: 'blank completed views', inputs: { videoViews: '100', completedViews: '' }, expect: { message: badCompleted } },
    { name: 'negative completed views', inputs: { videoViews: '100', completedViews: '-5' }, expect: { message: badCompleted } },
    { name: 'text as completed views', inputs: { videoViews: '100', completedViews: '50%x' }, expect: { message: badCompleted } },
    { name: 'more completions than views', inputs: { videoViews: '100', completedViews: '101' }, expect: { message: tooMany } },
    {
      name: 'no completions',
      inputs: { videoViews: '800', completedViews: '0' },
      expect: { outputs: { completionRate: '0.00%' }, band: 'Low' },
    },
    { name: 'low', inputs: { videoViews: '100', completedViews: '24' }, expect: { outputs: { completionRate: '24.00%' }, band: 'Low' } },
    {
      name: 'low just below below average',
      inputs: { videoViews: '10000', completedViews: '2499' },
      expect: { outputs: { completionRate: '24.99%' }, band: 'Low' },
    },
    {
      name: 'below average at its lower edge',
      inputs: { videoViews: '100', completedViews: '25' },
      expect: { outputs: { completionRate: '25.00%' }, band: 'Below Average' },
    },
    {
      name: 'below average just below average',
      inputs: { videoViews: '10000', completedViews: '3999' },
      expect: { outputs: { completionRate: '39.99%' }, band: 'Below Average' },
    },
    {
      name: 'average at its lower edge',
      inputs: { videoViews: '100', completedViews: '40' },
      expect: { outputs: { completionRate: '40.00%' }, band: 'Average' },
    },
    {
      name: 'worked example',
      inputs: { videoViews: '5000', completedViews: '2150' },
      expect: {
        outputs: { completionRate: '43.00%' },
        band: 'Average',
        captions: { completionRate: '2,150 of 5,000 views watched to the end' },
      },
    },
    {
      name: 'average just below very good',
      inputs: { videoViews: '10000', completedViews: '5999' },
      expect: { outputs: { completionRate: '59.99%' }, band: 'Average' },
    },
    {
      name: 'very good at its lower edge',
      inputs: { videoViews: '100', completedViews: '60' },
      expect: { outputs: { completionRate: '60.00%' }, band: 'Very Good' },
    },
    {
      name: 'very good just below excellent',
      inputs: { videoViews: '10000', completedViews: '7499' },
      expect: { outputs: { completionRate: '74.99%' }, band: 'Very Good' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { videoViews: '100', completedViews: '75' },
      expect: { outputs: { completionRate: '75.00%' }, band: 'Excellent' },
    },
    {
      name: 'every view completed',
      inputs: { videoViews: '12', completedViews: '12' },
      expect: {
        outputs: { completionRate: '100.00%' },
        band: 'Excellent',
        captions: { completionRate: '12 of 12 views watched to the end' },
      },
    },
    {
      name: 'rounds to two decimals',
      inputs: { videoViews: '3', completedViews: '1' },
      expect: { outputs: { completionRate: '33.33%' }, band: 'Below Average' },
    },
    {
      name: 'counts truncate decimals',
      inputs: { videoViews: '5000.8', completedViews: '2150.9' },
      expect: { outputs: { completionRate: '43.00%' }, band: 'Average' },
    },
    {
      name: 'thousands separators and spaces pasted in',
      inputs: { videoViews: ' 120,000 ', completedViews: '81,600' },
      expect: {
        outputs: { completionRate: '68.00%' },
        band: 'Very Good',
        captions: { completionRate: '81,600 of 120,000 views watched to the end' },
      },
    },
  ],
});
