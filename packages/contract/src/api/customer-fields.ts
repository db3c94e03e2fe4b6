/**
 * The longest each of a customer's details may be, in characters. The server's schemas refuse
 * longer ones and the web's forms stop at the same limits, so a form never accepts what the
 * server will refuse at the end.
 */
export const CUSTOMER_NAME_MAX = 100;
/** The phone as typed, spaces and dashes included: the form sends it on in E.164. */
export const PHONE_INPUT_MAX = 30;
export const EMAIL_MAX = 200;
