import { zodResolver } from '@hookform/resolvers/zod';
import { isValidPhone } from '@jono/contract/rules/phone';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from './button';
import { Spinner } from './spinner';
import { TextField } from './text-field';

/** Order and booking numbers are UUIDs, copied from a tracking page or a mail. */
const referencePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Problems are codes, put into words only when shown: the words come from the caller on every
 * render, so a language switch rewords a problem already on screen.
 */
const lookupForm = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'referenceRequired')
    .regex(referencePattern, 'referenceInvalid'),
  phone: z.string().trim().min(1, 'phoneRequired').refine(isValidPhone, 'phoneInvalid'),
});

export type LookupValues = z.infer<typeof lookupForm>;

type Problem = 'referenceRequired' | 'referenceInvalid' | 'phoneRequired' | 'phoneInvalid';

/** Every word of the form, already in the user's language. */
export type LookupTexts = Record<Problem, string> & {
  reference: string;
  referenceHint: string;
  phone: string;
  phoneHint: string;
  submit: string;
  searching: string;
};

/**
 * Something found by its number and the phone it was made with (an order, a booking): both
 * checked before anything is sent, values trimmed.
 */
export function LookupForm({
  texts,
  defaultReference = '',
  defaultPhone = '',
  isSearching,
  onSearch,
}: {
  texts: LookupTexts;
  defaultReference?: string;
  defaultPhone?: string;
  isSearching: boolean;
  onSearch: (values: LookupValues) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupValues>({
    resolver: zodResolver(lookupForm),
    defaultValues: { reference: defaultReference, phone: defaultPhone },
    shouldFocusError: true,
  });
  const problem = (code: string | undefined) => (code ? texts[code as Problem] : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSearch)} className="space-y-5">
      <TextField
        label={texts.reference}
        hint={texts.referenceHint}
        error={problem(errors.reference?.message)}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        inputClassName="font-mono text-sm"
        {...register('reference')}
      />
      <TextField
        type="tel"
        label={texts.phone}
        hint={texts.phoneHint}
        error={problem(errors.phone?.message)}
        autoComplete="tel"
        inputMode="tel"
        {...register('phone')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={isSearching}
        aria-busy={isSearching || undefined}
      >
        {isSearching ? (
          <Spinner className="size-5 text-zinc-950" />
        ) : (
          <Search aria-hidden className="size-5" />
        )}
        {isSearching ? texts.searching : texts.submit}
      </Button>
    </form>
  );
}
