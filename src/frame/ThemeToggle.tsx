import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { Monitor, Moon, Sun } from 'lucide-react';
import { THEME_BUTTON, TOOLTIP_FROM_LABEL } from './header-hooks';

/**
 * Which icon shows. Once the header's script has read the stored mode, the
 * button carries the mode a press sets (data-next) and shows its icon. Before
 * that (or with no script), the moon on a light page and the sun on a dark
 * one: a first press switches scheme.
 */
const icons = [
  {
    '& svg': { display: 'none' },
    '&:not([data-next]) .theme-dark, &[data-next="dark"] .theme-dark': { display: 'block' },
    '&[data-next="light"] .theme-light, &[data-next="system"] .theme-system': { display: 'block' },
  },
  (theme: Theme) =>
    theme.applyStyles('dark', {
      '&:not([data-next]) .theme-dark': { display: 'none' },
      '&:not([data-next]) .theme-light': { display: 'block' },
    }),
];

/**
 * The header's theme button: cycles through the other scheme, the system's
 * own, and following the system again (src/frame/theme-cycle.ts), remembered
 * in localStorage as MUI keeps it. Static markup with a neutral name; the
 * header's script (src/frame/header-controls.ts) gives it the name of what a
 * press does and handles the press.
 */
export function ThemeToggle() {
  return (
    <IconButton aria-label="Change theme" {...{ [THEME_BUTTON]: '', [TOOLTIP_FROM_LABEL]: '' }} sx={icons}>
      <Moon aria-hidden className="theme-dark" />
      <Sun aria-hidden className="theme-light" />
      <Monitor aria-hidden className="theme-system" />
    </IconButton>
  );
}
