/**
 * Every page renders on the server through the build's own pre-renderer (no
 * window or document outside effects), from the build's registry or from a
 * list of definitions: a test-only sixth definition renders through the same
 * page with no change outside its own file.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CalculatorDefinition } from '../../engine';
import { definitions } from '../../definitions';
import { CalculatorIcon } from '../../src/components/CalculatorIcon';
import { renderPage } from '../../src/entry-server';
import costPerWidget from '../fixtures/test-only-definition';
import { fieldLabel } from '../../engine/runtime';

async function render(path: string, list?: readonly CalculatorDefinition[]) {
  return (await renderPage(path, list)).html;
}

describe('server rendering', async () => {
  it.each(definitions.map((d) => [d.slug, d] as const))('renders /calculators/%s with its content', async (slug, definition) => {
    const html = await render(`/calculators/${slug}`);
    expect(html).toContain(`<h1`);
    expect(html).toContain(definition.seo.h1.replace(/&/g, '&amp;'));
    expect(html).toContain(definition.calculator.title);
    for (const field of definition.calculator.modes[0].fields) expect(html).toContain(fieldLabel(field).replace(/&/g, '&amp;'));
    expect(html).toContain(definition.calculator.buttonLabel);
    expect(html).toContain(definition.content.faq[0].question.replace(/'/g, '&#x27;').replace(/&(?!#x27;)/g, '&amp;'));
    expect(html).not.toMatch(/NaN|undefined/);
  });

  it.each(['/', '/calculators', '/about', '/contact', '/admin', '/no-such-page', '/calculators/no-such-slug'])(
    'renders %s',
    async (path) => {
      expect(await render(path)).toContain('<h1');
    },
  );

  it('renders /contact with both forms and the reply note', async () => {
    const html = await render('/contact');
    for (const text of [
      'Your Name',
      'Email Address',
      'Subject',
      'Message',
      'Send Message',
      'Calculator Name',
      'Brief Description',
      'Submit Request',
      '24-48 hours',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('type="email"');
  });

  it('renders /admin as the password prompt, with no data', async () => {
    const html = await render('/admin');
    expect(html).toContain('Authentication Required');
    expect(html).toContain('type="password"');
    expect(html).toContain('Login');
    expect(html).not.toContain('Contact Submissions');
  });

  it('shows the 404 text for an unknown slug', async () => {
    const html = await render('/calculators/no-such-slug');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
  });

  it('gives an unknown icon name the default calculator icon', async () => {
    const html = renderToString(<CalculatorIcon name="NoSuchIcon" />);
    expect(html).toContain('lucide-calculator');
    expect(renderToString(<CalculatorIcon name="ChartBarSquare" />)).toContain('lucide-chart-column-big');
  });

  it('matches paths without regard to case', async () => {
    expect(await render('/Calculators/CHURN-RATE')).toContain('Churn Rate Calculator');
  });

  it('renders a sixth, test-only definition through the same page', async () => {
    const html = await render('/calculators/cost-per-widget', [...definitions, costPerWidget]);
    expect(html).toContain('Cost per Widget Calculator');
    expect(html).toContain('Calculate Your Cost per Widget');
    expect(html).toContain('Spend ($)');
    expect(html).toContain('Widgets Made');
    expect(html).toContain('Work It Out');
    expect(html).toContain('Cost per Widget = Spend ÷ Widgets');
    expect(html).toContain('Is this real?');
    // Its related calculator comes from the same registry.
    expect(html).toContain('Conversion Rate Calculator');
  });

  it('lists the sources under References with the review date', async () => {
    const html = (await render('/calculators/cost-per-widget', [...definitions, costPerWidget])).replaceAll('<!-- -->', '');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('References');
    expect(html).toMatch(
      /<li[^>]*id="ref-widgetGuide"[^>]*>Widget Institute \(2026\)\.\s*<a[^>]*href="https:\/\/example\.com\/widgets"[^>]*>The Widget Cost Guide<\/a>/,
    );
    expect(text).toContain('Last reviewed November 23, 2026');
  });

  it('links a list and a FAQ answer that name a source to it', async () => {
    const sourced: CalculatorDefinition = {
      ...costPerWidget,
      content: {
        ...costPerWidget.content,
        article: [
          ...costPerWidget.content.article,
          { type: 'list', items: ['Small widgets cost $1.', 'Large ones $5.'], source: 'widgetGuide' },
        ],
        faq: costPerWidget.content.faq.map((entry, i) =>
          i === 1 ? { ...entry, answer: 'Widgets cost $1 to $5.', source: 'widgetGuide' } : entry,
        ),
      },
    };
    const html = (await render('/calculators/cost-per-widget', [...definitions, sourced])).replaceAll('<!-- -->', '');
    const mark = '<sup> <a[^>]*href="#ref-widgetGuide"[^>]*aria-label="Source: Widget Institute \\(2026\\)"[^>]*>\\[1\\]</a></sup>';
    // After the list's last item only, and after the answer.
    expect(html).toMatch(new RegExp(`Small widgets cost \\$1\\.</li>`));
    expect(html).toMatch(new RegExp(`Large ones \\$5\\.${mark}</li>`));
    expect(html).toMatch(new RegExp(`Widgets cost \\$1 to \\$5\\.${mark}</p>`));
    // An answer without a source has no mark.
    expect(html).toMatch(/No, it is a test\.<\/p>/);
  });
});
