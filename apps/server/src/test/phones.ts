let issued = 0;

/**
 * A valid Finnish mobile number, different every call within a test file (each file has a
 * database of its own, so files need no ranges of their own).
 */
export const nextPhone = () => `040 ${String(7_000_000 + ++issued)}`;

/** The E.164 form the server stores for a number from nextPhone. */
export const e164 = (phone: string) => `+358${phone.replace(/\s/g, '').slice(1)}`;
