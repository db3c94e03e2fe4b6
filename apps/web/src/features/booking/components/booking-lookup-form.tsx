import { zodResolver } from '@hookform/resolvers/zod';
import { isValidPhone } from '@jono/contract/rules/phone';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

const bookingNumberPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Messages are i18n keys, translated when shown (so a language switch updates them). */
const lookupForm = z.object({
  bookingId: z
    .string()
    .trim()
    .min(1, 'prebooking.lookup.bookingNumberRequired')
    .regex(bookingNumberPattern, 'prebooking.lookup.bookingNumberInvalid'),
  phone: z
    .string()
    .trim()
    .min(1, 'checkDetails.phoneRequired')
    .refine(isValidPhone, 'messages.invalidPhone'),
});

export type BookingLookupValues = z.infer<typeof lookupForm>;

/** Booking number and phone, checked before anything is sent. */
export function BookingLookupForm({
  defaultBookingId = '',
  defaultPhone = '',
  isSearching,
  onSearch,
}: {
  defaultBookingId?: string;
  defaultPhone?: string;
  isSearching: boolean;
  onSearch: (values: BookingLookupValues) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingLookupValues>({
    resolver: zodResolver(lookupForm),
    defaultValues: { bookingId: defaultBookingId, phone: defaultPhone },
    shouldFocusError: true,
  });
  const message = (key: string | undefined) => (key ? t(key as never) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSearch)} className="space-y-5">
      <TextField
        label={t('prebooking.lookup.bookingNumber')}
        hint={t('prebooking.lookup.bookingNumberHint')}
        error={message(errors.bookingId?.message)}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        inputClassName="font-mono text-sm"
        {...register('bookingId')}
      />
      <TextField
        type="tel"
        label={t('checkDetails.phone')}
        hint={t('prebooking.lookup.phoneHint')}
        error={message(errors.phone?.message)}
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
        {isSearching ? t('checkDetails.searching') : t('prebooking.lookup.submit')}
      </Button>
    </form>
  );
}
