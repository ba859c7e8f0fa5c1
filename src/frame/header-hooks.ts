/**
 * The attributes and ids by which the header's script (src/frame/header-controls.ts)
 * finds the pre-rendered header's controls. Only names: the page's entry reads them.
 */

/** On the menu button. */
export const MENU_BUTTON = 'data-menu-button';
/** The id of the menu's panel of links (the button's aria-controls). */
export const MENU_PANEL = 'mobile-menu';
/** On the button that opens the currency and number-format picker: the number setting's name (it has one under each calculator too). */
export { NUMBERS_BUTTON } from '../../contract/number-setting-names';
/** On the theme button. */
export const THEME_BUTTON = 'data-theme-button';
/** On the theme button once its script knows the stored mode: the mode a press sets ("light", "dark" or "system"). */
export const THEME_NEXT = 'data-next';
/** On controls whose name shows as a tooltip (after 700 ms of hover or focus). */
export const TOOLTIP_FROM_LABEL = 'data-tooltip';
/** On the footer's year, which the entry sets to the visitor's own. */
export const FOOTER_YEAR = 'data-year';
/** On a button that loads the page afresh (the offline page's "Try again"). */
export const RELOAD_BUTTON = 'data-reload';
