import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No tailwind-merge (8 kB gzipped on the first load): components take
 * variant props, and a `className` passed in only adds classes that do not conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
