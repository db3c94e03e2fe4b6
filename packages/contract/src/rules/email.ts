import { z } from 'zod';

const emailSchema = z.email();

/** The customer's email carries a validity flag (spec section 3); zod's rule decides it. */
export const isValidEmail = (input: string) => emailSchema.safeParse(input.trim()).success;
