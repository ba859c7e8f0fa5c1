/**
 * The JSON bodies the API answers the forms and the admin with, apart from
 * the records themselves. The site reads `message` (and `errors`) from them.
 */

/** The success answer of both public forms (spec section 7). */
export interface SuccessBody {
  success: true;
  message: string;
}

/** The answer to any rejected request: `errors` maps each bad field to its message. */
export interface FailureBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}
