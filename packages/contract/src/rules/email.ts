import { z } from 'zod';

const emailSchema = z.email();

/** The customer's email carries a validity flag; zod's rule decides it. */
export const isValidEmail = (input: string) => emailSchema.safeParse(input.trim()).success;
