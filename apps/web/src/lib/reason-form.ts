import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/**
 * The server's rule for a reason a person types (trimmed, 2 to `max` characters), with i18n
 * keys as its messages.
 */
export const reasonFormSchema = (messages: { tooShort: string; tooLong: string }, max = 500) =>
  z.object({
    reason: z.string().trim().min(2, messages.tooShort).max(max, messages.tooLong),
  });

type ReasonFormSchema = ReturnType<typeof reasonFormSchema>;

/**
 * A dialog's reason form, empty again whenever it opens for another subject; the subject is
 * compared as given, so a caller passes an id where a re-read copy of it must keep the text.
 */
export function useReasonForm(schema: ReasonFormSchema, subject: unknown) {
  const form = useForm<z.input<ReasonFormSchema>>({
    defaultValues: { reason: '' },
    resolver: zodResolver(schema),
  });
  const { reset } = form;
  useEffect(() => {
    if (subject) reset({ reason: '' });
  }, [subject, reset]);
  return form;
}
