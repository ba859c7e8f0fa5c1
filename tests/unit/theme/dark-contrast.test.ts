import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { siteTheme } from '../../../src/theme';

const theme = siteTheme();

const dark = theme.colorSchemes.dark!.palette;

/** Colours the site sets text in: body text, links and buttons, and result values by tone (src/card-parts/ResultPanel.tsx). */
const textColours = {
  'text.primary': dark.text.primary,
  'text.secondary': dark.text.secondary,
  'primary.main': dark.primary.main,
  'success.main': dark.success.main,
  'error.main': dark.error.main,
  'warning.dark': dark.warning.dark,
};

describe('the dark scheme meets WCAG AA', () => {
  for (const [surface, background] of Object.entries({ page: dark.background.default, paper: dark.background.paper })) {
    it.each(Object.entries(textColours))(`%s text is at least 4.5:1 on the ${surface}`, (_, colour) => {
      expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it.each(['primary', 'success', 'error'] as const)('a contained %s button has text at least 4.5:1 on it', (tone) => {
    expect(getContrastRatio(dark[tone].contrastText, dark[tone].main)).toBeGreaterThanOrEqual(4.5);
  });
});
