/**
 * The header's buttons, without React: the theme button and the menu button
 * of the pre-rendered header (src/frame/SiteHeader.tsx), and their tooltips.
 * Run by the page's entry (src/boot.ts), so they answer from the moment the
 * page is shown, and no page loads a framework for them.
 *
 * Behaviour as the header had it as a React component (spec sections 2 and 9):
 * - the theme button cycles the other scheme, the system's own, and following
 *   the system (themeStep), kept in localStorage under MUI's keys, and its name
 *   says what a press does;
 * - the menu button opens the links as a panel; Escape (focus back on the
 *   button), a click outside or choosing a link closes it;
 * - the currency button opens the currency and number-format picker
 *   (src/number-setting/setting-dialog.ts), loaded on the press;
 * - tooltips open after 700 ms of hover or focus, at once within 300 ms of
 *   another closing, and close on leave, blur, click, scroll or Escape.
 */
import { MODE_STORAGE_KEY } from '../../contract/color-scheme-script';
import {
  FOOTER_YEAR,
  MENU_BUTTON,
  NUMBERS_BUTTON,
  RELOAD_BUTTON,
  MENU_PANEL,
  THEME_BUTTON,
  THEME_NEXT,
  TOOLTIP_FROM_LABEL,
} from './header-hooks';
import { storedMode } from './stored-mode';
import { themeStep, type ThemeMode } from './theme-cycle';
import { showTooltips } from './tooltips';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

const systemScheme = (): 'light' | 'dark' => (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
/** The scheme `mode` shows now. */
const schemeOf = (mode: ThemeMode): 'light' | 'dark' => (mode === 'system' ? systemScheme() : mode);

/**
 * Sets `mode` as MUI's setMode does: stored, and the scheme on <html>. The
 * React parts of the page (each with its own MUI theme provider) hear it as
 * MUI hears a change from another tab, by a storage event, so they agree.
 */
function applyMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Not kept across pages, but this page still switches.
  }
  document.documentElement.setAttribute(SCHEME_ATTRIBUTE, schemeOf(mode));
  window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: mode }));
}

function themeButton(button: HTMLElement): void {
  const show = () => {
    const step = themeStep(storedMode(), systemScheme());
    button.setAttribute('aria-label', step.label);
    button.setAttribute(THEME_NEXT, step.next);
  };
  show();
  button.addEventListener('click', () => {
    applyMode(themeStep(storedMode(), systemScheme()).next);
    show();
  });
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    document.documentElement.setAttribute(SCHEME_ATTRIBUTE, schemeOf(storedMode()));
    show();
  });
  // Another tab chose a mode: this page follows.
  window.addEventListener('storage', (event) => {
    if (event.key !== MODE_STORAGE_KEY || !event.isTrusted) return;
    document.documentElement.setAttribute(SCHEME_ATTRIBUTE, schemeOf(storedMode()));
    show();
  });
}

function menuButton(button: HTMLElement, panel: HTMLElement, header: HTMLElement): void {
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  };
  const isOpen = () => !panel.hidden;
  button.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
  });
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  // A page brought back from the back/forward cache shows the menu as it was left: closed is what a person expects.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setOpen(false);
  });
}

/** Wires the pre-rendered header's buttons, the footer's year and any reload button; a page without them (an embed) is left alone. */
export function startHeaderControls(): void {
  const theme = document.querySelector<HTMLElement>(`[${THEME_BUTTON}]`);
  if (theme) themeButton(theme);
  const menu = document.querySelector<HTMLElement>(`[${MENU_BUTTON}]`);
  const panel = document.getElementById(MENU_PANEL);
  const header = menu?.closest('header');
  if (menu && panel && header) menuButton(menu, panel, header);
  // The currency and number-format picker, from the header or a calculator card (which React may render later):
  // loaded on the press, as most visits never open it.
  document.addEventListener('click', (event) => {
    const opener = event.target instanceof Element && event.target.closest<HTMLElement>(`[${NUMBERS_BUTTON}]`);
    if (opener) void import('../number-setting/setting-dialog').then((module) => module.openSettingDialog(opener));
  });
  showTooltips(`[${TOOLTIP_FROM_LABEL}]`);
  // The year is the visitor's: a page built last December shows this year's.
  for (const year of document.querySelectorAll(`[${FOOTER_YEAR}]`)) year.textContent = String(new Date().getFullYear());
  for (const button of document.querySelectorAll(`[${RELOAD_BUTTON}]`)) button.addEventListener('click', () => location.reload());
}
