import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_INPUT_MAX } from '@jono/contract/api/customer-fields';
import { isValidPhone } from '@jono/contract/rules/phone';
import { looksLikeShortCode, normaliseShortCode } from '@jono/contract/rules/short-code';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from './busy-button';
import { TextField } from './text-field';

/**
 * Problems are codes, put into words only when shown: the words come from the caller on every
 * render, so a language switch rewords a problem already on screen.
 */
const lookupForm = z.object({
  // Order and booking codes ('K7M-2QD') as people type them: any case, spaces, the hyphen.
  reference: z
    .string()
    .trim()
    .min(1, 'referenceRequired')
    .refine(looksLikeShortCode, 'referenceInvalid')
    .transform((typed) => normaliseShortCode(typed) ?? typed),
  phone: z.string().trim().min(1, 'phoneRequired').refine(isValidPhone, 'phoneInvalid'),
});

type LookupInput = z.input<typeof lookupForm>;
export type LookupValues = z.output<typeof lookupForm>;

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

export interface LookupFormProps {
  texts: LookupTexts;
  defaultReference?: string;
  defaultPhone?: string;
  isSearching: boolean;
  /** Every press of search, before the check: the last answer no longer stands. */
  onSearchStart?: () => void;
  onSearch: (values: LookupValues) => void;
}

/**
 * Something found by its code and the phone it was made with (an order, a booking): both
 * checked before anything is sent; the code is sent in its stored form ('K7M2QD').
 */
export function LookupForm({
  texts,
  defaultReference = '',
  defaultPhone = '',
  isSearching,
  onSearchStart,
  onSearch,
}: LookupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupInput, unknown, LookupValues>({
    resolver: zodResolver(lookupForm),
    defaultValues: { reference: defaultReference, phone: defaultPhone },
    shouldFocusError: true,
  });
  const problem = (code: string | undefined) => (code ? texts[code as Problem] : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        onSearchStart?.();
        void handleSubmit(onSearch)(event);
      }}
      className="space-y-5"
    >
      <TextField
        label={texts.reference}
        hint={texts.referenceHint}
        error={problem(errors.reference?.message)}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputClassName="font-mono uppercase tracking-wider"
        {...register('reference')}
      />
      <TextField
        type="tel"
        label={texts.phone}
        hint={texts.phoneHint}
        error={problem(errors.phone?.message)}
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_INPUT_MAX}
        {...register('phone')}
      />
      <BusyButton
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        busy={isSearching}
        busyLabel={texts.searching}
        icon={<Search aria-hidden className="size-5" />}
      >
        {texts.submit}
      </BusyButton>
    </form>
  );
}
