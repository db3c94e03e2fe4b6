import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** The field for a person's own phone number: the phone keypad and the browser's saved number. */
export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
