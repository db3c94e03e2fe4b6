import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * An answer that does not match the contract is a failed call like any other: the page shows
 * its error ("something went wrong!") instead of rendering half a shape.
 */
export function malformedAnswer(): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: 'The server answered in an unexpected shape' };
}
