/**
 * The sensitivity chart renders without a browser: the "Vary" picker, the
 * caption and the data table alternative with hand-worked values
 * (conversion rate = conversions ÷ visitors × 100), and never NaN or
 * Infinity. The SVG itself needs a measured width, so a server render leaves
 * it empty; the browser tests draw it.
 */
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RawInputs } from '../../../engine';
import { definitions, registry } from '../../../definitions';
import SensitivityChart from '../../../src/explore/SensitivityChart';
import { siteTheme } from '../../../src/theme';

const theme = siteTheme();

function render(key: string, raw: RawInputs, modeId?: string) {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <SensitivityChart definition={registry[key]!} modeId={modeId} raw={raw} />
    </ThemeProvider>,
  ).replaceAll('<!-- -->', '');
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** The data table's body rows as cell texts. */
function rows(html: string): string[][] {
  const body = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '')),
  );
}

describe('SensitivityChart', () => {
  it('offers every number field under "Vary", starting on conversions', () => {
    const { html } = render('conversionRate', { visitors: '1000', conversions: '15' });
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Vary<\/label>/);
    const id = /<label[^>]*for="([^"]+)"[^>]*>Vary/.exec(html)![1]!;
    expect(html).toMatch(new RegExp(`<select[^>]*id="${id}"`));
    expect(html).toMatch(/<option value="visitors">Total Visitors<\/option>/);
    expect(html).toMatch(/<option value="conversions" selected="">Total Conversions<\/option>/);
  });

  it('tabulates conversion rate against conversions at 1,000 visitors: y = x ÷ 1,000 × 100', () => {
    const { html, text } = render('conversionRate', { visitors: '1000', conversions: '15' });
    const table = rows(html);
    // One row for each whole number of conversions from 0 to 30, twice the 15 typed.
    expect(table.map((row) => row[0]!.split(' ')[0])).toEqual([...Array(31).keys()].map(String));
    expect(table[0]).toEqual(['0', '0.00%', 'Below Average']);
    expect(table[10]).toEqual(['10', '1.00%', 'Fair']);
    expect(table[15]).toEqual(['15 (now)', '1.50%', 'Fair']);
    expect(table[20]).toEqual(['20 (reaches Good)', '2.00%', 'Good']);
    expect(table[30]).toEqual(['30', '3.00%', 'Good']);
    expect(text).toContain('Your Conversion Rate (%) for each Total Conversions, the other inputs held');
    expect(text).toContain('Show data table');
    expect(text).toContain(
      'Your Conversion Rate (%) as Total Conversions runs from 0 to 30, the other inputs held. Now: 15 conversions gives 1.50% (Fair). 20 conversions reaches Good (2.00%).',
    );
    expect(html).toMatch(/role="img" aria-label="Chart: Your Conversion Rate/);
  });

  it('shows "No result" where the inputs fail a rule (more conversions than 10 visitors)', () => {
    const { html, text } = render('conversionRate', { visitors: '10', conversions: '8' });
    const table = rows(html);
    expect(table[10]).toEqual(['10', '100.00%', 'Excellent']);
    expect(table[11]).toEqual(['11', 'No result', '']);
    expect(table[16]).toEqual(['16', 'No result', '']);
    expect(text).toContain('Gaps are values the calculator does not accept.');
  });

  it('says what to do when the inputs fail a rule', () => {
    const { text } = render('conversionRate', { visitors: '', conversions: '8' });
    expect(text).toContain('Enter valid inputs and calculate to see how the result changes with Total Conversions.');
    expect(text).not.toContain('Show data table');
  });

  it.each(definitions.map((d) => [d.key, d] as const))('renders %s at its worked example with no NaN or Infinity', (key, definition) => {
    const check = definition.content.formula.example.check;
    const { html } = render(key, check.inputs, check.mode);
    expect(html).toContain('data-testid="sensitivity-table"');
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
  });
});
