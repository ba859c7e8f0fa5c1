/** The tooltips' timing (spec section 9), shared by the React tooltip and the static parts' (src/frame/tooltips.ts). No imports. */

/** Hover time before a tooltip opens, in milliseconds. */
export const TOOLTIP_DELAY_MS = 700;
/** After a tooltip closes, the next opens without delay for this long, in milliseconds. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
