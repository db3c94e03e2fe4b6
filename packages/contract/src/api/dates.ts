import { z } from 'zod';

/**
 * The years a date in a request may name. Year 0 does not exist in PostgreSQL, and the day or
 * month after 9999-12 has no four-digit year; no booking, holiday or report reaches either end.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9998;
const YEARS_MESSAGE = `must be in the years ${FIRST_YEAR}-${LAST_YEAR}`;

const isInYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** A calendar date 'YYYY-MM-DD' (a real one: no 30 February) of a request. */
export const localDateSchema = z.iso
  .date({ message: 'must be a date YYYY-MM-DD' })
  .refine(isInYears, YEARS_MESSAGE);

/** A calendar month 'YYYY-MM' of a request. */
export const localMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM')
  .refine(isInYears, YEARS_MESSAGE);
