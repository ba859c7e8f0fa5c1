/** A theme mode as MUI's useColorScheme keeps it. */
export type ThemeMode = 'light' | 'dark' | 'system';

/** What one press of the theme button does, and how the button says so. */
export interface ThemeStep {
  /** The mode a press sets. */
  next: ThemeMode;
  /** The button's name: what a press does now. */
  label: string;
}

const labels: Record<ThemeMode, string> = {
  light: 'Switch to light theme',
  dark: 'Switch to dark theme',
  system: 'Follow the system theme',
};

/**
 * The next mode of the header's theme button, given the present mode and
 * the system's scheme. Each of the first two presses changes what the
 * visitor sees (system → the other scheme → the system's own scheme, kept
 * even if the system changes); the third goes back to following the system.
 */
export function themeStep(mode: ThemeMode, system: 'light' | 'dark'): ThemeStep {
  const other = system === 'dark' ? 'light' : 'dark';
  const next: ThemeMode = mode === 'system' ? other : mode === other ? system : 'system';
  return { next, label: labels[next] };
}
