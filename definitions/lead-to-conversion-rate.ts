import { count, defineCalculator, nonNegative, notAbove, positive } from '../engine';

const badLeads = 'Please enter a valid number of leads (must be a positive integer).';
const badConversions = 'Please enter a valid number of conversions (must be a non-negative integer).';
const tooMany = 'Number of conversions cannot exceed the number of leads.';

/**
 * Lead-to-conversion rate = conversions ÷ leads × 100, with a revenue illustration at $1,000 per customer
 * (spec more-calculators.md, sections 2, 5 and 9).
 */
export default defineCalculator({
  key: 'leadToConversionRate',
  slug: 'lead-to-conversion-rate',
  title: 'Lead to Conversion Rate Calculator',
  category: 'Conversion & Performance',
  cardCategory: 'Conversion',
  icon: 'UserCheck',
  seo: {
    metaTitle: 'Lead to Conversion Rate Calculator | Free Marketing Tool',
    metaDescription:
      'Calculate what share of your leads become customers, see how your rate rates from very low to excellent, and what a 5-point improvement could be worth.',
    canonicalUrl: '/calculators/lead-to-conversion-rate',
    h1: 'Lead to Conversion Rate Calculator',
    intro:
      'Find out what percentage of your leads turn into paying customers, how that rate compares, and how much extra revenue a better rate could bring in.',
    summary: 'Measure the share of leads that become customers and see the revenue a higher rate could add.',
  },
  related: ['cpl', 'conversionRate', 'cac'],
  calculator: {
    title: 'Calculate Your Lead to Conversion Rate',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    modes: [
      {
        id: 'default',
        // Spec: field ids for this calculator not shown; we use totalLeads and conversions.
        fields: [
          count('totalLeads', 'Total Leads', { measure: 'leads', keep: 'any', min: 1, placeholder: 'e.g. 500' }),
          count('conversions', 'Conversions', { measure: 'conversions', keep: 'any', min: 0, placeholder: 'e.g. 40' }),
        ],
        rules: [
          positive('totalLeads', badLeads),
          nonNegative('conversions', badConversions),
          notAbove('conversions', 'totalLeads', tooMany),
        ],
        outputs: [
          {
            id: 'conversionRate',
            measure: 'leadConversionRate',
            label: 'Lead to Conversion Rate',
            expr: 'conversions / totalLeads * 100',
            format: { style: 'percent', decimals: 2 },
            caption: '{conversions} conversions from {totalLeads} leads',
          },
          {
            id: 'currentRevenue',
            measure: 'revenue',
            label: 'Revenue at {customerValue} per Customer',
            expr: 'conversions * customerValue',
            format: { style: 'currency', decimals: 2 },
            caption: 'illustration assuming an average customer value of {customerValue}',
          },
          {
            id: 'improvedRevenue',
            label: 'Revenue with +5 Points Conversion Rate',
            expr: 'totalLeads * (conversionRate / 100 + 0.05) * customerValue',
            format: { style: 'currency', decimals: 2 },
            caption: 'the same leads converting 5 percentage points better, at {customerValue} per customer',
          },
          {
            id: 'extraRevenue',
            label: 'Extra Revenue from +5 Points',
            expr: 'totalLeads * 0.05 * customerValue',
            format: { style: 'currency', decimals: 2 },
            caption: 'what a 5-point improvement would add, at {customerValue} per customer',
          },
        ],
        // The spec's illustration: an average customer value of $1,000, in the visitor's currency at the reference rate.
        assumed: { customerValue: 1000 },
        bands: {
          of: 'conversionRate',
          better: 'higher',
          steps: [
            {
              label: 'Very Low',
              tone: 'error',
              text: 'Fewer than 1 in 100 leads become customers. Check lead quality and follow-up first: leads may be poorly targeted, or they may not be contacted quickly enough to convert.',
            },
            {
              from: 1,
              label: 'Below Average',
              tone: 'warning',
              text: 'Your leads convert below average. Tighten your definition of a qualified lead and review how fast and how often sales follow up; both usually move this number quickly.',
            },
            {
              from: 5,
              label: 'Average',
              tone: 'info',
              text: 'Your lead-to-conversion rate is average. Lead scoring, nurturing sequences and a sharper offer at the decision stage can move you into the good range.',
            },
            {
              from: 10,
              label: 'Good',
              tone: 'success',
              text: 'Your leads convert well. Find out which sources and campaigns produce your best leads and shift budget toward them to grow volume without losing quality.',
            },
            {
              from: 20,
              label: 'Excellent',
              tone: 'success',
              text: 'An excellent rate: one in five leads or more becomes a customer. Protect it as you scale, and test whether you can generate more leads without diluting their quality.',
            },
          ],
        },
        // Spec: tip wording not shown; we wrote one set of 8 tips that fits every result.
        tips: {
          of: 'conversionRate',
          steps: [
            {
              title: 'How to convert more of your leads',
              items: [
                'Respond to new inbound leads within the hour; interest fades fast and the first company to reply often wins.',
                'Agree a written definition of a qualified lead with sales so marketing stops passing on leads that cannot buy.',
                'Score leads on fit and behavior (pages viewed, emails opened, demo requests) and let sales work the hottest first.',
                'Set up an email nurturing sequence for leads who are not ready yet, with case studies and answers to common objections.',
                'Follow up more than once: plan several touches across email and phone before marking a lead as lost.',
                'Track conversion by lead source and move budget from sources with many leads but few customers to those that close.',
                'Remove friction at the decision stage with clear pricing, a free trial or demo, and proof from similar customers.',
                'Review lost deals every month to find the most common reasons leads do not buy, and fix the top one.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is lead to conversion rate?' },
      {
        type: 'paragraph',
        text: 'Lead to conversion rate is the percentage of leads that become paying customers (or reach whatever final conversion you track, such as a signed contract). Where website conversion rate tells you how well you capture interest, this rate tells you how well your marketing and sales process turns that interest into revenue.',
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Enter the total number of leads you generated in a period, for example a month or a quarter.',
          'Enter how many of those leads converted into customers.',
          'Press Calculate to see your rate, how it rates, and a revenue illustration of what a 5-point improvement could be worth at an assumed $1,000 per customer.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Use the same group of leads for both numbers. Leads from late in a period may still convert in the next one, so for long sales cycles measure a group of leads after enough time has passed for most of them to decide.',
      },
      { type: 'heading', text: 'Why it matters' },
      {
        type: 'paragraph',
        source: 'hubspotSalesConversionRate',
        text: 'Every lead has already cost you money to generate. Raising the share that converts lowers your customer acquisition cost and increases revenue without spending more on lead generation. With 500 leads, each extra percentage point is 5 more customers; at $1,000 per customer, 5 points is $25,000 of extra revenue from the same leads.',
      },
      { type: 'heading', text: 'How this calculator rates your result' },
      {
        type: 'table',
        caption: 'Lead to conversion rate ratings used by this calculator',
        // The calculator's own rating bands, credited to no one.
        illustrative: true,
        columns: ['Lead to conversion rate', 'Rating'],
        rows: [
          ['Below 1%', 'Very low'],
          ['1% to under 5%', 'Below average'],
          ['5% to under 10%', 'Average'],
          ['10% to under 20%', 'Good'],
          ['20% or more', 'Excellent'],
        ],
      },
      {
        type: 'paragraph',
        text: 'Real rates vary widely, so compare like with like. What counts as a lead matters most: a raw newsletter sign-up converts far less often than a sales-qualified lead who asked for a demo. Lead source matters too, with referrals and inbound requests usually converting better than cold or purchased lists, and high-price B2B deals tend to convert less often than low-price consumer offers. Your own trend over time is the most useful benchmark.',
      },
      { type: 'heading', text: 'Why published benchmarks disagree' },
      {
        type: 'paragraph',
        text: 'There is no single benchmark that fits every business, because leads pass through several stages and each business counts from a different one. The example below is an illustration, not measured data: with typical-looking stage rates, the same business converts 3% of its raw leads but 25% of its sales-qualified leads. Before you compare your rate with a published figure, check which kind of lead it counts.',
      },
      {
        type: 'table',
        caption: 'How stage rates multiply into a lead to conversion rate (example stage rates for 1,000 leads)',
        // Example stage rates chosen for the arithmetic (30% × 40% × 25% = 3%), not measured data.
        illustrative: true,
        columns: ['Stage', 'Example stage rate', 'Leads left'],
        rows: [
          ['Raw leads', '100%', '1,000'],
          ['Lead to marketing-qualified lead', '30%', '300'],
          ['Marketing-qualified to sales-qualified lead', '40%', '120'],
          ['Sales-qualified lead to customer', '25%', '30'],
          ['Raw lead to customer overall', '3% (30 ÷ 1,000)', '30'],
        ],
      },
      { type: 'heading', text: 'How to improve your lead to conversion rate' },
      {
        type: 'list',
        items: [
          'Qualify better: target campaigns and forms at people who can actually buy.',
          'Follow up faster and more persistently, with a clear process for every new lead.',
          'Nurture leads who are not ready with useful content until they are.',
          'Put your sales effort on the leads and sources that convert best.',
        ],
      },
    ],
    formula: {
      formula: 'Lead to Conversion Rate = (Conversions ÷ Total Leads) × 100',
      description:
        'Divide the number of leads that became customers by the total number of leads, then multiply by 100. The revenue illustration multiplies customers by an assumed average customer value of $1,000.',
      example: {
        calculation: '(40 ÷ 500) × 100',
        result: '8.00%',
        explanation:
          'A business that turns 40 of 500 leads into customers converts 8.00% of its leads, an average rate. At $1,000 per customer that is $40,000; 5 more percentage points (13%) would bring $65,000, or $25,000 more.',
        check: { inputs: { totalLeads: '500', conversions: '40' }, output: 'conversionRate', band: 'Average' },
      },
    },
    faq: [
      {
        question: 'What is a good lead to conversion rate?',
        answer:
          'This calculator treats 5% to under 10% as average, 10% to under 20% as good and 20% or more as excellent. What is realistic depends on how you define a lead, your price point and your sales cycle, so track your own rate over time and compare lead sources against each other.',
      },
      {
        question: 'How is this different from website conversion rate?',
        answer:
          'Website conversion rate measures how many visitors take an action, such as filling in a form. Lead to conversion rate starts where that ends: of the people who became leads, how many went on to buy.',
      },
      {
        question: 'Why does the revenue illustration assume $1,000 per customer?',
        answer:
          'It is a round figure that shows the scale of the opportunity. Multiply the extra customers by your own average customer value, or lifetime value, for a figure that fits your business.',
      },
      {
        question: 'What counts as a conversion?',
        answer:
          'Usually a paying customer, but it can be any final goal you track, such as a signed contract or a paid subscription. Keep the definition the same each time you measure so the numbers are comparable.',
      },
      {
        question: 'How often should I measure it?',
        answer:
          'Monthly or quarterly works for most businesses. If your sales cycle is long, measure each group of leads once most of them have had time to decide, or the rate will look lower than it really is.',
      },
    ],
  },
  // Checked 2026-11-24: the page states no benchmark of its own; its ratings are the spec's bands and its stage-rate table is
  // marked illustrative, so no figure needed a source.
  sources: [
    // Checked 2026-11-24 in a stored copy of this page: conversion rate is conversions divided by prospects, times 100, and
    // "Sales conversion rate directly influences customer acquisition cost (CAC)". The page shows no date: the year is the
    // year consulted.
    {
      id: 'hubspotSalesConversionRate',
      publisher: 'HubSpot',
      title: 'Sales Conversion Rate',
      year: 2026,
      url: 'https://www.hubspot.com/glossary/sales-conversion-rate',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    { name: 'blank leads', inputs: { totalLeads: '', conversions: '5' }, expect: { message: badLeads } },
    { name: 'zero leads', inputs: { totalLeads: '0', conversions: '0' }, expect: { message: badLeads } },
    { name: 'text for leads', inputs: { totalLeads: 'abc', conversions: '5' }, expect: { message: badLeads } },
    { name: 'fraction of a lead truncates to zero', inputs: { totalLeads: '0.9', conversions: '0' }, expect: { message: badLeads } },
    { name: 'negative conversions', inputs: { totalLeads: '100', conversions: '-1' }, expect: { message: badConversions } },
    { name: 'text for conversions', inputs: { totalLeads: '100', conversions: 'ten' }, expect: { message: badConversions } },
    { name: 'blank conversions', inputs: { totalLeads: '100', conversions: '' }, expect: { message: badConversions } },
    { name: 'more conversions than leads', inputs: { totalLeads: '100', conversions: '101' }, expect: { message: tooMany } },
    {
      name: 'no conversions',
      inputs: { totalLeads: '200', conversions: '0' },
      expect: {
        outputs: { conversionRate: '0.00%', currentRevenue: '$0.00', improvedRevenue: '$10,000.00', extraRevenue: '$10,000.00' },
        captions: { conversionRate: '0 conversions from 200 leads' },
        band: 'Very Low',
      },
    },
    {
      name: 'very low just below 1%',
      inputs: { totalLeads: '10000', conversions: '99' },
      expect: {
        outputs: { conversionRate: '0.99%', currentRevenue: '$99,000.00', improvedRevenue: '$599,000.00', extraRevenue: '$500,000.00' },
        band: 'Very Low',
      },
    },
    {
      name: 'below average at its lower edge',
      inputs: { totalLeads: '1000', conversions: '10' },
      expect: {
        outputs: { conversionRate: '1.00%', currentRevenue: '$10,000.00', improvedRevenue: '$60,000.00', extraRevenue: '$50,000.00' },
        captions: { conversionRate: '10 conversions from 1,000 leads' },
        band: 'Below Average',
      },
    },
    {
      name: 'below average just below 5%',
      inputs: { totalLeads: '10000', conversions: '499' },
      expect: { outputs: { conversionRate: '4.99%', improvedRevenue: '$999,000.00' }, band: 'Below Average' },
    },
    {
      name: 'average at its lower edge',
      inputs: { totalLeads: '100', conversions: '5' },
      expect: {
        outputs: { conversionRate: '5.00%', currentRevenue: '$5,000.00', improvedRevenue: '$10,000.00', extraRevenue: '$5,000.00' },
        band: 'Average',
      },
    },
    {
      name: 'worked example',
      inputs: { totalLeads: '500', conversions: '40' },
      expect: {
        outputs: { conversionRate: '8.00%', currentRevenue: '$40,000.00', improvedRevenue: '$65,000.00', extraRevenue: '$25,000.00' },
        captions: { conversionRate: '40 conversions from 500 leads' },
        band: 'Average',
      },
    },
    {
      name: 'average just below 10%',
      inputs: { totalLeads: '10000', conversions: '999' },
      expect: { outputs: { conversionRate: '9.99%' }, band: 'Average' },
    },
    {
      name: 'good at its lower edge',
      inputs: { totalLeads: '100', conversions: '10' },
      expect: { outputs: { conversionRate: '10.00%', improvedRevenue: '$15,000.00' }, band: 'Good' },
    },
    {
      name: 'good just below 20%',
      inputs: { totalLeads: '10000', conversions: '1999' },
      expect: { outputs: { conversionRate: '19.99%' }, band: 'Good' },
    },
    {
      name: 'excellent at its lower edge',
      inputs: { totalLeads: '100', conversions: '20' },
      expect: {
        outputs: { conversionRate: '20.00%', currentRevenue: '$20,000.00', improvedRevenue: '$25,000.00', extraRevenue: '$5,000.00' },
        band: 'Excellent',
      },
    },
    {
      name: 'rounding to two decimals',
      inputs: { totalLeads: '3', conversions: '1' },
      expect: {
        outputs: { conversionRate: '33.33%', currentRevenue: '$1,000.00', improvedRevenue: '$1,150.00', extraRevenue: '$150.00' },
        band: 'Excellent',
      },
    },
    {
      name: 'decimals truncate and separators are accepted',
      inputs: { totalLeads: '1,000.9', conversions: '50.7' },
      expect: {
        outputs: { conversionRate: '5.00%', currentRevenue: '$50,000.00', improvedRevenue: '$100,000.00', extraRevenue: '$50,000.00' },
        captions: { conversionRate: '50 conversions from 1,000 leads' },
        band: 'Average',
      },
    },
    {
      name: 'large numbers show thousands separators',
      inputs: { totalLeads: '25000', conversions: '1250' },
      expect: {
        outputs: {
          conversionRate: '5.00%',
          currentRevenue: '$1,250,000.00',
          improvedRevenue: '$2,500,000.00',
          extraRevenue: '$1,250,000.00',
        },
        captions: { conversionRate: '1,250 conversions from 25,000 leads' },
        band: 'Average',
      },
    },
  ],
});
