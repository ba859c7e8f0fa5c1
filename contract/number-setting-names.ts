/**
 * The names the number setting is known by in a page: the attribute on
 * `<html>` while what shows a currency waits for the visitor's number style
 * ("pending") and once it is shown ("ready"), set by the head's script
 * (./number-setting-script.ts) and read by the page's entry (src/boot.ts);
 * and the address's parameters of a setting. No imports, and nothing else:
 * the entry and the card carry no more of the number setting than these.
 */
export const NUMBERS_ATTRIBUTE = 'data-numbers';

/** On each button that opens the currency and number-format picker (the header's, and the one under a calculator). */
export const NUMBERS_BUTTON = 'data-numbers-button';

/** The address's parameters of the number setting: the currency (ISO 4217) and the number format's locale (BCP 47). */
export const SETTING_PARAMETERS = { currency: 'cur', locale: 'num' } as const;

/**
 * The parameter that marks a link's figures as the site's own example in US dollars (a plan template's "Open this
 * plan"): the page opens in the visitor's currency with them converted (src/plan/plan-style.ts), not in dollars.
 */
export const EXAMPLE_PARAMETER = 'example';

/**
 * Marks an article's table whose figures are US dollars as written (src/content/Article.tsx): the code that sets the
 * visitor's style writes them in their currency, each with its US figure (src/number-setting/article-money.ts).
 */
export const ARTICLE_MONEY_ATTRIBUTE = 'data-article-money';
