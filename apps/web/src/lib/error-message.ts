/**
 * The contract's fallbackErrorMessage, written out: importing it from
 * `@jono/contract/api/errors` would bring zod into every page that shows an error
 * (error-message.test.ts keeps the two equal).
 */
export const fallbackErrorMessage = 'something went wrong!';

function messageOf(value: unknown): string | null {
  if (!value || typeof value !== 'object' || !('message' in value)) return null;
  const { message } = value as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Spec section 8: a failed call shows the server's `message` if it sent one, otherwise
 * "something went wrong!" (or the caller's own fallback, e.g. "Failed to create order").
 * Accepts an RTK Query error ({ status, data }) or the server's envelope itself.
 */
export function errorMessage(error: unknown, fallback: string = fallbackErrorMessage): string {
  if (error && typeof error === 'object' && 'data' in error) {
    return messageOf((error as { data: unknown }).data) ?? fallback;
  }
  if (error && typeof error === 'object' && 'ok' in error) {
    return messageOf(error) ?? fallback;
  }
  return fallback;
}
