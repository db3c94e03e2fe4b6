import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** A link inside a sentence ("Have an account? Log in"): the accent colour, underlined on hover. */
export function TextLink(props: Omit<ComponentProps<typeof Link>, 'className'>) {
  return (
    <Link
      className="focus-ring rounded font-semibold text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
      {...props}
    />
  );
}
