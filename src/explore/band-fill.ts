import type { Tone } from '../../engine/runtime';

/** A band's colour on a scale by its tone: the theme's tone colours, light enough for dark text on them. */
export const bandFill: Record<Tone, string> = {
  success: 'success.light',
  info: 'info.light',
  warning: 'warning.light',
  error: 'error.light',
  primary: 'primary.light',
};
