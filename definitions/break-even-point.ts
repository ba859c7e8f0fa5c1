import { below, between, defineCalculator, money, nonNegative, percent, positive } from '../engine';

const fixedMsg = 'Please enter a valid fixed costs amount (must be a non-negative number).';
const priceMsg = 'Please enter a valid unit price (must be a positive number).';
const variableMsg = 'Please enter a valid variable cost per unit (must be a non-negative number).';
const belowPriceMsg = 'Variable cost per unit must be less than the selling price per unit.';
const ratioMsg = 'Please enter a valid contribution margin ratio (must be between 0 and 100).';

/** Break-even units = fixed costs ÷ (price − variable cost); break-even revenue = fixed costs ÷ (margin ratio ÷ 100) (spec, second group, section 9). */
export default defineCalculator({
  // Spec: the registry key is not shown; we use 'breakEvenPoint'.
  key: 'breakEvenPoint',
  slug: 'break-even-point',
  title: 'Break-Even Point Calculator',
  category: 'Cost & Efficiency',
  cardCategory: 'Cost',
  icon: 'Scale',
  seo: {
    metaTitle: 'Break-Even Point Calculator | Free Marketing Calculators',
    metaDescription:
      'Find how many units or how much revenue you need to cover your fixed costs, by unit price and cost or by contribution margin, with tips to break even sooner.',
    canonicalUrl: '/calculators/break-even-point',
    h1: 'Break-Even Point Calculator',
    intro:
      'Work out how many units you must sell, or how much revenue you must bring in, before your business, product or campaign stops losing money and starts to make a profit.',
    summary: 'Calculate the units or revenue you need to cover your fixed costs and start making a profit.',
  },
  related: ['profitMargin', 'roi', 'aov'],
  calculator: {
    title: 'Calculate Your Break-Even Point',
    onFailure: 'hide',
    clearErrorOnEdit: false,
    sharedModeState: true,
    modes: [
      {
        id: 'units',
        label: 'By Units',
        // Spec: field labels not shown; we use 'Fixed Costs ($)', 'Selling Price per Unit ($)', 'Variable Cost per Unit ($)' and 'Contribution Margin Ratio (%)'.
        fields: [
          money('fixedCosts', 'Fixed Costs', {
            measure: 'fixedCosts',
            keep: 'any',
            placeholder: 'e.g. 10000',
            helperText: 'Costs that stay the same whatever you sell: rent, salaries, software, insurance.',
          }),
          money('unitPrice', 'Selling Price per Unit', { measure: 'unitPrice', keep: 'any', placeholder: 'e.g. 50' }),
          money('unitVariableCost', 'Variable Cost per Unit', {
            keep: 'any',
            placeholder: 'e.g. 20',
            helperText: 'Costs of each unit sold: materials, shipping, payment fees, commissions.',
          }),
        ],
        rules: [
          nonNegative('fixedCosts', fixedMsg),
          positive('unitPrice', priceMsg),
          nonNegative('unitVariableCost', variableMsg),
          below('unitVariableCost', 'unitPrice', belowPriceMsg),
        ],
        outputs: [
          {
            id: 'breakEvenUnits',
            measure: 'units',
            label: 'Break-Even Units',
            expr: 'fixedCosts / (unitPrice - unitVariableCost)',
            format: { style: 'count', roundUp: true },
            caption: 'Units to sell at {unitPrice} each to cover {fixedCosts} of fixed costs',
          },
          {
            // Spec: break-even revenue = units × price; we multiply the rounded-up units, so the revenue is what selling the units shown brings in and the two results agree.
            id: 'breakEvenRevenue',
            measure: 'revenue',
            label: 'Break-Even Revenue',
            expr: 'ceil(breakEvenUnits) * unitPrice',
            format: { style: 'currency', decimals: 0, roundUp: true },
            caption: 'Sales from {breakEvenUnits} units at {unitPrice} each',
          },
          {
            id: 'contributionMarginPerUnit',
            label: 'Contribution Margin per Unit',
            expr: 'unitPrice - unitVariableCost',
            format: { style: 'currency', decimals: 2 },
            caption: 'What each sale leaves to pay fixed costs, after its variable costs',
          },
        ],
        tips: {
          of: 'breakEvenUnits',
          steps: [
            {
              title: 'How to lower your break-even point',
              items: [
                'Test a small price increase: on a $50 product with $20 of variable cost, raising the price to $55 lifts the margin from $30 to $35 and cuts the units needed by about 14%.',
                'Limit blanket discounts; a 10% discount on that same product cuts the margin from $30 to $25 and raises the units needed by 20%.',
                'Negotiate supplier, packaging and shipping rates, since every dollar saved per unit goes straight into contribution margin.',
                'Review payment, platform and marketplace fees, which are variable costs that grow with every sale.',
                'Cut or pause fixed costs that do not drive sales, such as unused software seats, subscriptions or office space.',
                'Add bundles, upsells and cross-sells so each order carries more margin for the same acquisition cost.',
                'Put your marketing budget behind your highest-margin products first; they reach break-even with the fewest sales.',
                'Treat each campaign as a fixed cost and divide it by the margin per unit to see how many extra sales it must bring in to pay for itself.',
                'Recalculate whenever prices, costs or your product mix change, and track actual sales against the break-even target each month.',
              ],
            },
          ],
        },
      },
      {
        id: 'revenue',
        label: 'By Revenue',
        fields: [
          money('revFixedCosts', 'Fixed Costs', {
            measure: 'fixedCosts',
            keep: 'any',
            placeholder: 'e.g. 10000',
            helperText: 'Costs that stay the same whatever you sell: rent, salaries, software, insurance.',
          }),
          percent('contributionMarginRatio', 'Contribution Margin Ratio', {
            measure: 'contributionMarginRatio',
            keep: 'any',
            placeholder: 'e.g. 60',
            helperText: 'The share of revenue left after variable costs: (revenue − variable costs) ÷ revenue × 100.',
          }),
        ],
        rules: [nonNegative('revFixedCosts', fixedMsg), between('contributionMarginRatio', 0, 100, ratioMsg, { inclusive: 'neither' })],
        outputs: [
          {
            id: 'breakEvenRevenue',
            measure: 'revenue',
            label: 'Break-Even Revenue',
            expr: 'revFixedCosts / (contributionMarginRatio / 100)',
            format: { style: 'currency', decimals: 0, roundUp: true },
            caption: 'Sales needed to cover {revFixedCosts} of fixed costs at a {contributionMarginRatio} contribution margin',
          },
        ],
        tips: {
          of: 'breakEvenRevenue',
          steps: [
            {
              title: 'How to reach break-even revenue sooner',
              items: [
                'Raise your contribution margin ratio: at $10,000 of fixed costs, moving from 40% to 50% lowers break-even revenue from $25,000 to $20,000.',
                'Shift your sales mix toward higher-margin products and services, and promote them first in ads, emails and on your site.',
                'Use discounts sparingly and for a clear purpose; every point of discount comes straight out of your margin ratio.',
                'Renegotiate cost of goods, fulfilment and payment processing rates to keep more of each sales dollar.',
                'Audit fixed costs every quarter and cancel tools, retainers and subscriptions you no longer use.',
                'Raise average order value with bundles, volume pricing and free-shipping thresholds set above your current average.',
                'Work out your ratio from real figures: (revenue − variable costs) ÷ revenue over the last few months, not from list prices.',
                'Divide break-even revenue by your average monthly sales to see how many months of selling it takes to cover your fixed costs.',
              ],
            },
          ],
        },
      },
    ],
  },
  content: {
    article: [
      { type: 'heading', text: 'What is the break-even point?' },
      {
        type: 'paragraph',
        text: 'The break-even point is the level of sales at which total revenue equals total costs: you make neither a profit nor a loss. Below it, every month or campaign loses money; above it, the margin on each extra sale is profit. It can be expressed in units sold or in sales revenue.',
      },
      {
        type: 'paragraph',
        text: 'The calculation rests on two kinds of cost. Fixed costs stay the same however much you sell, such as rent, salaries, software and insurance. Variable costs rise with each sale, such as materials, packaging, shipping, payment fees and sales commissions. The difference between the selling price and the variable cost of a unit is its contribution margin: the amount each sale contributes toward paying fixed costs.',
      },
      { type: 'heading', text: 'Units method vs revenue method' },
      {
        type: 'paragraph',
        text: 'The By Units tab divides fixed costs by the contribution margin per unit. It suits a single product, or any offer with one clear price and cost per unit. The By Revenue tab divides fixed costs by the contribution margin ratio, the percentage of each sales dollar left after variable costs. It suits businesses that sell many products at different prices, where a single unit count means little but an overall margin from your income statement is easy to find.',
      },
      {
        type: 'table',
        caption: 'The two ways to calculate break-even',
        source: 'investopediaBreakEven',
        columns: ['Method', 'Formula', 'Best for'],
        rows: [
          ['By Units', 'Fixed costs ÷ (price per unit − variable cost per unit)', 'One product or a clear unit price'],
          ['By Revenue', 'Fixed costs ÷ (contribution margin ratio ÷ 100)', 'Many products or services with a known overall margin'],
        ],
      },
      { type: 'heading', text: 'How to use this calculator' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Choose By Units if you know your price and variable cost per unit, or By Revenue if you know your contribution margin ratio.',
          'Enter your fixed costs for the period you want to cover, such as one month or the life of a campaign.',
          'By Units: enter the selling price per unit and the variable cost per unit. By Revenue: enter your contribution margin ratio as a percentage.',
          'Press Calculate to see the units and revenue you need to break even, and tips to lower that target.',
        ],
      },
      { type: 'heading', text: 'A worked example' },
      {
        type: 'paragraph',
        text: 'An online store has $10,000 of fixed costs a month and sells a product for $50 that costs $20 to make, pack and ship. Each sale contributes $30 toward fixed costs, so the store must sell $10,000 ÷ $30 = 333.33 units, rounded up to 334, which is $16,700 of sales. The contribution margin ratio is $30 ÷ $50 = 60%, so the By Revenue tab gives $10,000 ÷ 0.60 = $16,667; the small difference comes from rounding up to whole units.',
      },
      {
        type: 'table',
        caption: 'How price changes the break-even point ($10,000 fixed costs, $20 variable cost per unit)',
        // Worked arithmetic for an example product, not measured data.
        illustrative: true,
        columns: ['Selling price', 'Contribution margin per unit', 'Break-even units', 'Break-even revenue'],
        rows: [
          ['$40', '$20', '500', '$20,000'],
          ['$50', '$30', '334', '$16,700'],
          ['$60', '$40', '250', '$15,000'],
        ],
      },
      { type: 'heading', text: 'Why the break-even point matters' },
      {
        type: 'paragraph',
        text: 'Break-even turns costs into a sales target. It tells you whether a price is viable, how much a new hire, tool or campaign must sell to pay for itself, and how much room you have before a slow month becomes a loss. For marketers it is a quick payback test: treat a campaign budget as a fixed cost and divide it by the margin per unit to see how many extra sales the campaign must bring in. The gap between your actual sales and the break-even point, your margin of safety, shows how far sales can fall before you lose money.',
      },
      { type: 'heading', text: 'How to lower your break-even point' },
      {
        type: 'paragraph',
        text: 'There are three levers: raise the price, lower variable costs or lower fixed costs. Price and variable cost work through the contribution margin, so small changes have a large effect: a 10% discount on the $50 product above cuts its margin from $30 to $25 and raises break-even from 334 to 400 units. Protect margin before chasing volume, promote your highest-margin products, and recalculate whenever costs or prices change.',
      },
    ],
    formula: {
      formula: 'Break-Even Units = Fixed Costs ÷ (Selling Price per Unit − Variable Cost per Unit)',
      description:
        'Subtract the variable cost per unit from the selling price to get the contribution margin per unit, then divide fixed costs by it and round up to a whole unit. Break-even revenue is those units times the price. In the By Revenue tab, break-even revenue = Fixed Costs ÷ (Contribution Margin Ratio ÷ 100), rounded up to the dollar.',
      example: {
        calculation: '$10,000 ÷ ($50 − $20)',
        result: '334',
        explanation:
          'With $10,000 of fixed costs, a $50 price and a $20 variable cost per unit, you need to sell 333.33 units, rounded up to 334 whole units, or 334 × $50 = $16,700 of sales, before you make a profit.',
        check: { mode: 'units', inputs: { fixedCosts: '10000', unitPrice: '50', unitVariableCost: '20' }, output: 'breakEvenUnits' },
      },
    },
    faq: [
      {
        question: 'What is the difference between fixed and variable costs?',
        answer:
          'Fixed costs stay the same over the period whatever you sell, such as rent, salaries, software subscriptions and insurance. Variable costs rise with each unit sold, such as materials, packaging, shipping, payment processing fees and sales commissions. Some costs are mixed; split them as best you can and keep the split consistent between calculations.',
      },
      {
        question: 'Why do the two tabs give slightly different break-even revenue?',
        answer:
          'The By Units tab rounds up to whole units, because you cannot sell a third of a product, and then multiplies those units by the price. The By Revenue tab divides fixed costs by the margin ratio directly and rounds up to the dollar. With $10,000 of fixed costs, a $50 price and a 60% margin, that is $16,700 by units and $16,667 by revenue.',
      },
      {
        question: 'How do I find my contribution margin ratio?',
        answer:
          'Take revenue minus variable costs, divide by revenue and multiply by 100. For a single product, that is (price − variable cost) ÷ price × 100: a $50 product with $20 of variable cost has a 60% ratio. For a whole business, use the totals from your income statement over a recent period.',
      },
      {
        question: 'How can I use break-even to judge a marketing campaign?',
        answer:
          'Treat the campaign cost as a fixed cost and divide it by the contribution margin per unit. A $5,000 campaign for a product with a $25 margin must generate 200 extra sales just to pay for itself. Compare that with the sales you can realistically expect from the campaign before you commit the budget.',
      },
      {
        question: 'What does the break-even point not tell me?',
        answer:
          'It assumes your price and variable cost stay the same at every volume and that you sell everything you count. It says nothing about demand, the time it takes to reach the target or cash flow along the way. Use it as a target and a sanity check, alongside a sales forecast.',
      },
    ],
  },
  // Checked 2026-11-24: neither Investopedia page is among the stored pages; both URLs are cited under these titles by
  // other sources. They back the formulas (the methods table) only; the page quotes no benchmark. The worked figures
  // were recomputed: $10,000 ÷ $30 = 333.33 (334 units, $16,700), ÷ 0.60 = $16,667; $45 price: 400 units (+20%);
  // $55: 285.71 units (about 14% fewer); 40% → 50% ratio: $25,000 → $20,000; $5,000 ÷ $25 = 200.
  sources: [
    {
      id: 'investopediaBreakEven',
      publisher: 'Investopedia',
      title: 'Break-Even Analysis',
      year: 2026,
      url: 'https://www.investopedia.com/terms/b/breakevenanalysis.asp',
    },
    {
      id: 'investopediaContributionMargin',
      publisher: 'Investopedia',
      title: 'Contribution Margin',
      year: 2026,
      url: 'https://www.investopedia.com/terms/c/contributionmargin.asp',
    },
  ],
  reviewed: '2026-11-24',
  examples: [
    // By Units: messages, in rule order.
    {
      name: 'blank fixed costs',
      mode: 'units',
      inputs: { fixedCosts: '', unitPrice: '50', unitVariableCost: '20' },
      expect: { message: fixedMsg },
    },
    {
      name: 'negative fixed costs',
      mode: 'units',
      inputs: { fixedCosts: '-1', unitPrice: '50', unitVariableCost: '20' },
      expect: { message: fixedMsg },
    },
    {
      name: 'fixed costs not a number',
      mode: 'units',
      inputs: { fixedCosts: 'abc', unitPrice: '50', unitVariableCost: '20' },
      expect: { message: fixedMsg },
    },
    {
      name: 'zero unit price',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '0', unitVariableCost: '0' },
      expect: { message: priceMsg },
    },
    {
      name: 'blank unit price',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '', unitVariableCost: '20' },
      expect: { message: priceMsg },
    },
    {
      name: 'negative unit price',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '-5', unitVariableCost: '0' },
      expect: { message: priceMsg },
    },
    {
      name: 'negative variable cost',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '50', unitVariableCost: '-5' },
      expect: { message: variableMsg },
    },
    {
      name: 'blank variable cost',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '50', unitVariableCost: '' },
      expect: { message: variableMsg },
    },
    {
      name: 'variable cost equal to price',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '50', unitVariableCost: '50' },
      expect: { message: belowPriceMsg },
    },
    {
      name: 'variable cost above price',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '50', unitVariableCost: '60' },
      expect: { message: belowPriceMsg },
    },
    // By Units: results.
    {
      name: 'worked example',
      mode: 'units',
      inputs: { fixedCosts: '10000', unitPrice: '50', unitVariableCost: '20' },
      expect: { outputs: { breakEvenUnits: '334', breakEvenRevenue: '$16,700', contributionMarginPerUnit: '$30.00' } },
    },
    {
      name: 'default tab is By Units',
      inputs: { fixedCosts: '10000', unitPrice: '50', unitVariableCost: '20' },
      expect: { outputs: { breakEvenUnits: '334', breakEvenRevenue: '$16,700', contributionMarginPerUnit: '$30.00' } },
    },
    {
      name: 'exact division with thousands separator',
      mode: 'units',
      inputs: { fixedCosts: '300000', unitPrice: '50', unitVariableCost: '20' },
      expect: { outputs: { breakEvenUnits: '10,000', breakEvenRevenue: '$500,000', contributionMarginPerUnit: '$30.00' } },
    },
    {
      name: 'zero fixed costs',
      mode: 'units',
      inputs: { fixedCosts: '0', unitPrice: '50', unitVariableCost: '20' },
      expect: { outputs: { breakEvenUnits: '0', breakEvenRevenue: '$0', contributionMarginPerUnit: '$30.00' } },
    },
    {
      name: 'zero variable cost',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '25', unitVariableCost: '0' },
      expect: { outputs: { breakEvenUnits: '40', breakEvenRevenue: '$1,000', contributionMarginPerUnit: '$25.00' } },
    },
    {
      name: 'variable cost just below price',
      mode: 'units',
      inputs: { fixedCosts: '1000', unitPrice: '50', unitVariableCost: '49.99' },
      expect: { outputs: { breakEvenUnits: '100,000', breakEvenRevenue: '$5,000,000', contributionMarginPerUnit: '$0.01' } },
    },
    {
      name: 'cents in price and cost',
      mode: 'units',
      inputs: { fixedCosts: '5000', unitPrice: '19.99', unitVariableCost: '7.5' },
      expect: { outputs: { breakEvenUnits: '401', breakEvenRevenue: '$8,016', contributionMarginPerUnit: '$12.49' } },
    },
    {
      name: 'ten percent discount',
      mode: 'units',
      inputs: { fixedCosts: '10000', unitPrice: '45', unitVariableCost: '20' },
      expect: { outputs: { breakEvenUnits: '400', breakEvenRevenue: '$18,000', contributionMarginPerUnit: '$25.00' } },
    },
    {
      name: 'dollar signs and commas pasted in',
      mode: 'units',
      inputs: { fixedCosts: '$10,000', unitPrice: '$50', unitVariableCost: '$20' },
      expect: { outputs: { breakEvenUnits: '334', breakEvenRevenue: '$16,700', contributionMarginPerUnit: '$30.00' } },
    },
    // By Revenue: messages, in rule order.
    {
      name: 'revenue tab: blank fixed costs',
      mode: 'revenue',
      inputs: { revFixedCosts: '', contributionMarginRatio: '60' },
      expect: { message: fixedMsg },
    },
    {
      name: 'revenue tab: negative fixed costs',
      mode: 'revenue',
      inputs: { revFixedCosts: '-100', contributionMarginRatio: '60' },
      expect: { message: fixedMsg },
    },
    {
      name: 'ratio of 0',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '0' },
      expect: { message: ratioMsg },
    },
    {
      name: 'ratio of 100',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '100' },
      expect: { message: ratioMsg },
    },
    {
      name: 'ratio above 100',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '150' },
      expect: { message: ratioMsg },
    },
    {
      name: 'negative ratio',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '-10' },
      expect: { message: ratioMsg },
    },
    {
      name: 'blank ratio',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '' },
      expect: { message: ratioMsg },
    },
    // By Revenue: results.
    {
      name: 'revenue tab: worked example',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '60' },
      expect: { outputs: { breakEvenRevenue: '$16,667' }, hidden: ['breakEvenUnits'] },
    },
    {
      name: 'ratio just below 100',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '99.99' },
      expect: { outputs: { breakEvenRevenue: '$10,002' } },
    },
    {
      name: 'ratio just above 0',
      mode: 'revenue',
      inputs: { revFixedCosts: '10000', contributionMarginRatio: '0.01' },
      expect: { outputs: { breakEvenRevenue: '$100,000,000' } },
    },
    {
      name: 'exact revenue',
      mode: 'revenue',
      inputs: { revFixedCosts: '50000', contributionMarginRatio: '40' },
      expect: { outputs: { breakEvenRevenue: '$125,000' } },
    },
    {
      name: 'revenue tab: zero fixed costs',
      mode: 'revenue',
      inputs: { revFixedCosts: '0', contributionMarginRatio: '50' },
      expect: { outputs: { breakEvenRevenue: '$0' } },
    },
    {
      name: 'odd ratio rounds up',
      mode: 'revenue',
      inputs: { revFixedCosts: '1000', contributionMarginRatio: '33.33' },
      expect: { outputs: { breakEvenRevenue: '$3,001' } },
    },
    {
      name: 'percent sign pasted in',
      mode: 'revenue',
      inputs: { revFixedCosts: '$10,000', contributionMarginRatio: '60%' },
      expect: { outputs: { breakEvenRevenue: '$16,667' } },
    },
  ],
});
