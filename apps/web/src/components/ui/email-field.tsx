import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * The field for a person's own e-mail address: the e-mail keyboard, the browser's saved
 * address, and no capital letter or spelling fix forced on what is typed.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
