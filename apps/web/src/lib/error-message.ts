/**
 * The contract's fallbackErrorMessage, written out: importing it from
 * `@jono/contract/api/errors` would bring zod into every page that shows an error
 * (error-message.test.ts keeps the two equal).
 */
export const fallbackErrorMessage = 'something went wrong!';

/**
 * The body of a failed call as RTK Query hands it over ({ status, data }): the server's
 * envelope `{ ok: false, message, code, ... }` when it sent one, else null.
 */
export function envelopeOf(error: unknown): Record<string, unknown> | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** The HTTP status of a failed call; a string ('FETCH_ERROR'...) when no answer came back. */
export function statusOf(error: unknown): number | string | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? status : null;
}

function messageOf(value: unknown): string | null {
  if (!value || typeof value !== 'object' || !('message' in value)) return null;
  const { message } = value as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * A failed call shows the server's `message` if it sent one, otherwise
 * "something went wrong!" (or the caller's own fallback, e.g. "Failed to create order").
 * Accepts an RTK Query error ({ status, data }) or the server's envelope itself.
 */
export function errorMessage(error: unknown, fallback: string = fallbackErrorMessage): string {
  if (error && typeof error === 'object' && 'data' in error) {
    return messageOf(envelopeOf(error)) ?? fallback;
  }
  if (error && typeof error === 'object' && 'ok' in error) {
    return messageOf(error) ?? fallback;
  }
  return fallback;
}

/** The machine-readable code of a failed call's envelope, if it carried one. */
export function errorCodeOf(error: unknown): string | null {
  const code = envelopeOf(error)?.code;
  return typeof code === 'string' ? code : null;
}
