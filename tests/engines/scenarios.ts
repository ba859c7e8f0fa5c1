/**
 * What a person does on the site, written once for every engine over the adapter (adapter.ts). Every figure is
 * worked out by hand from the spec's formulas (/work/shared/spec) or taken from the Chromium spec that already
 * holds it, named beside it.
 */
import type { EnginePage } from './adapter';
import type { Held } from './front-door';
import { ADMIN_PASSWORD } from './global-setup';
import { calculatorCount } from '../e2e/directory-count';

export interface Site {
  /** Holds back the requests for matching paths until released (front-door.ts). */
  hold(pattern: RegExp): Held;
}

export interface Scenario {
  name: string;
  run(page: EnginePage, site: Site): Promise<void>;
}

const calculate = { role: 'button', name: 'Calculate' } as const;

/** A subject no other run's message has. */
const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export const scenarios: Scenario[] = [
  {
    name: 'ROI calculates, with its band and its steps',
    async run(page) {
      await page.goto('/calculators/roi');
      await page.type({ label: 'Investment Amount ($)' }, '1000');
      await page.type({ label: 'Returns ($)' }, '1800');
      await page.click(calculate);
      // (1,800 − 1,000) ÷ 1,000 × 100 = 80%: Good (50 to under 100); net return +$800.
      await page.see({ testId: 'output-roi' }, '80.00%');
      await page.see({ testId: 'band-label' }, 'Good');
      await page.see({ testId: 'caption-roi' }, 'Net return after the investment: +$800.00');
      // "Your numbers, step by step" (calculator-behaviour.spec.ts).
      await page.see({ testId: 'worked-steps' }, /Your numbers.*Your ROI = \(1,800 − 1,000\) ÷ 1,000 × 100 = 80\.00%/);
      await page.seeAddress('/calculators/roi?investment=1000&returns=1800');
    },
  },
  {
    name: 'a Calculate pressed before the page is live is kept, and answered once it is',
    async run(page, site) {
      // The app's chunk (what first-paint.spec.ts holds back): the pre-rendered page is there, its app is not.
      const app = site.hold(/^\/assets\/main-[^/]+\.js$/);
      try {
        await page.goto('/calculators/roi');
        await page.type({ label: 'Investment Amount ($)' }, '1000');
        await page.type({ label: 'Returns ($)' }, '1500');
        await page.click(calculate);
        // The press shows it is working, and nothing has been calculated yet.
        await page.see({ ...calculate, busy: true });
        if ((await page.address()) !== '/calculators/roi') throw new Error(`Calculated before the app arrived: ${await page.address()}`);
        if (app.asked() === 0) throw new Error("The page never asked for its app's code: the hold proves nothing.");
      } finally {
        app.release();
      }
      // (1,500 − 1,000) ÷ 1,000 × 100 = 50%: Good, its lower edge.
      await page.see({ testId: 'output-roi' }, '50.00%');
      await page.see({ testId: 'band-label' }, 'Good');
      await page.seeAddress('/calculators/roi?investment=1000&returns=1500');
      await page.see({ ...calculate, busy: false });
    },
  },
  {
    name: 'a mode tab named in the address is selected and calculated',
    async run(page) {
      await page.goto('/calculators/break-even-point?mode=revenue&revFixedCosts=30000&contributionMarginRatio=25');
      await page.see({ role: 'tab', name: 'By Revenue', selected: true });
      await page.see({ role: 'tab', name: 'By Units', selected: false });
      const revenue = { role: 'tabpanel', name: 'By Revenue' } as const;
      await page.see({ label: 'Contribution Margin Ratio (%)', within: revenue });
      // $30,000 ÷ 25% = $120,000 (first-paint.spec.ts).
      await page.see({ testId: 'output-breakEvenRevenue', within: revenue }, '$120,000');
    },
  },
  {
    name: 'the currency picker changes the currency shown',
    async run(page) {
      await page.goto('/calculators/roi');
      await page.click({ role: 'button', name: 'Currency and number format' });
      const dialog = { role: 'dialog', name: 'Currency and number format' } as const;
      await page.choose({ label: 'Currency', within: dialog }, 'EUR · Euro');
      await page.see({ role: 'dialog', name: 'Currency and number format' }, /Amounts will read €1,234\.57; percentages 12\.50%\./);
      await page.click({ role: 'button', name: 'Use these', within: dialog });
      await page.type({ label: 'Investment Amount (€)' }, '1000');
      await page.type({ label: 'Returns (€)' }, '1800');
      await page.click(calculate);
      await page.see({ testId: 'output-roi' }, '80.00%');
      // 1,800 − 1,000 = 800, in euros now, the en-US way.
      await page.see({ testId: 'caption-roi' }, 'Net return after the investment: +€800.00');
      await page.seeAddress('/calculators/roi?investment=1000&returns=1800&cur=EUR');
    },
  },
  {
    name: 'a plan template opens and calculates',
    async run(page) {
      await page.goto('/plans/paid-search-funnel');
      await page.see({ role: 'heading', level: 1, name: 'Paid Search Funnel Plan' });
      // $2,500 of revenue on $1,000 of spend (100,000 impressions at $10 CPM): 2.50:1 (plan-page.spec.ts).
      await page.see({ role: 'region', name: 'Step 4: ROAS' }, /2\.50:1/);
      await page.click({ role: 'link', name: 'Open this plan' });
      const roas = { testId: 'output-roas', within: { role: 'region', name: 'Step 4: ROAS' } } as const;
      await page.see(roas, '2.50:1');
      // Its suggested goal seek: a CTR of 3.2% gives a ROAS of 4 (plan-page.spec.ts).
      await page.click({ role: 'button', name: 'Find', within: { testId: 'plan-goal-seek' } });
      await page.see(
        { testId: 'goal-seek-message' },
        'Found: Click-Through Rate (%) 3.2 in step 2 gives Your ROAS of 4.00:1. The plan now uses it.',
      );
      await page.see(roas, '4.00:1');
    },
  },
  {
    name: 'the directory lists every calculator',
    async run(page) {
      await page.goto('/calculators');
      await page.see({ testId: 'count' }, calculatorCount());
      await page.see({ role: 'heading', level: 2, name: 'ROI Calculator' });
      await page.see({ role: 'heading', level: 2, name: 'Customer Retention Cost Calculator' });
    },
  },
  {
    name: 'the contact form sends a message',
    async run(page) {
      await page.goto('/contact');
      await page.type({ label: 'Your Name' }, 'Ada Lovelace');
      await page.type({ label: 'Email Address' }, 'ada@example.com');
      await page.type({ label: 'Subject' }, unique('Every engine'));
      await page.type({ label: 'Message' }, 'Sent from every engine.');
      await page.click({ role: 'button', name: 'Send Message' });
      await page.see({ testId: 'toast' }, /Message sent!/);
      await page.see({ testId: 'toast' }, /We've received your message and will get back to you soon\./);
    },
  },
  {
    name: 'the admin logs in on the admin screen and sees the dashboard',
    async run(page) {
      await page.goto('/admin');
      await page.see({ role: 'heading', name: 'Authentication Required' });
      await page.type({ label: 'Password' }, ADMIN_PASSWORD);
      await page.click({ role: 'button', name: 'Login' });
      await page.see({ role: 'heading', name: 'Admin Dashboard' });
      await page.see({ role: 'tab', name: /^Contact Submissions \(\d+\)$/ });
      await page.see({ role: 'tab', name: /^Calculator Requests \(\d+\)$/ });
    },
  },
];
