import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import {
  type FieldError,
  type FieldPath,
  get,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverMessageOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import { type BookingSettings, useUpdateBookingSettingsMutation } from '../api/booking-settings';
import {
  bodyOf,
  formValuesOf,
  type SlotsField,
  type SlotsValues,
  serverField,
  slotsFormSchema,
} from '../utils/slots-form';

/**
 * The booking settings form's state and its saving. A refusal of the server that names a
 * field is shown at that field until the form is sent again; any other above the form.
 */
export function useSlotsForm(settings: BookingSettings) {
  const { t } = useTranslation();
  const [save, { isLoading: isSaving }] = useUpdateBookingSettingsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal of the server, shown at its field until the form is sent again.
  const [serverError, setServerError] = useState<{ field: SlotsField; message: string } | null>(
    null,
  );
  const schema = useMemo(() => slotsFormSchema(settings), [settings]);
  const { register, handleSubmit, formState, control, reset } = useForm<SlotsValues>({
    defaultValues: formValuesOf(settings),
    resolver: zodResolver(schema),
  });
  // Controlled: a select given its value by reference can lose it to a re-render.
  const { field: chairsField } = useController({ control, name: 'bookableChairs' });
  const [fee, days] = useWatch({ control, name: ['bookingFee', 'days'] });
  const isFree = Number(fee.trim().replace(',', '.')) === 0;

  /** The error to show at a field: the form's own, else the server's. */
  const errorAt = (field: FieldPath<SlotsValues>) =>
    fieldErrorText(t, get(formState.errors, field) as FieldError | undefined) ??
    (serverError?.field === field ? serverError.message : undefined);

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      setServerError(null);
      const body = bodyOf(values, settings);
      try {
        const saved = await save(body).unwrap();
        reset(formValuesOf(saved));
        notify.success(t('dashboard.slots.saved'), { id: 'booking-settings' });
      } catch (error) {
        const message = errorMessage(error, t('messages.somethingWentWrong'));
        const field = serverField(serverMessageOf(error) ?? '', body);
        if (field) setServerError({ field, message });
        else setProblem(message);
        notify.error(message, { id: 'booking-settings' });
      }
    },
    () => notify.error(t('dashboard.slots.errors.fixFields'), { id: 'booking-settings' }),
  );

  return {
    register,
    control,
    formState,
    chairsField,
    days,
    isFree,
    errorAt,
    onSubmit,
    problem,
    isSaving,
    discard: () => {
      setServerError(null);
      reset();
    },
  };
}

export type SlotsFormState = ReturnType<typeof useSlotsForm>;
