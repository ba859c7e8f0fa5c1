import { MODE_STORAGE_KEY } from '../../contract/color-scheme-script';
import type { ThemeMode } from './theme-cycle';

/**
 * The theme mode the visitor chose, as stored under MUI's key; 'system' when
 * none is, or when storage is refused (privacy settings), as the head's
 * script (contract/color-scheme-script.ts) reads it.
 */
export function storedMode(): ThemeMode {
  let mode: string | null = null;
  try {
    mode = localStorage.getItem(MODE_STORAGE_KEY);
  } catch {
    // Refused: the system's scheme.
  }
  return mode === 'light' || mode === 'dark' ? mode : 'system';
}
