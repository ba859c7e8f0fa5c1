/** What the API answers the two public forms (see README.md beside this file). */

/** The contact form's success text. */
export const contactThanks = "We've received your message and will get back to you soon.";

/** The calculator-request form's success text. */
export const calculatorRequestThanks = "Thanks for your suggestion. We'll consider it for future development.";

/**
 * 429 once a client has sent its share of forms in the window; `wait` comes from waitText.
 * @example tooManySubmissions('15 minutes') // '… Please wait 15 minutes and try again.'
 */
export function tooManySubmissions(wait: string): string {
  return `Too many submissions from your network. Please wait ${wait} and try again.`;
}
