import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '@/lib/dates';
import { errorMessage, serverMessageOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import {
  type HolidayBody,
  type HolidayCreated,
  useCreateHolidayMutation,
  useLazyHolidayConflictsQuery,
} from '../api/holidays';
import type { StaffBooking } from '../api/staff-bookings';
import {
  emptyHoliday,
  type HolidayValues,
  holidayField,
  holidayFormSchema,
} from '../utils/holiday-form';

/** A holiday waiting for the staff's confirmation, with the live bookings its dates cover. */
export interface PendingHoliday {
  body: HolidayBody;
  conflicts: StaffBooking[];
}

/**
 * The holiday form's state and its saving: before saving it asks which live bookings the
 * dates cover, and when there are any, keeps the holiday `pending` until confirmed.
 */
export function useHolidayForm(onCreated: (created: HolidayCreated) => void) {
  const { t, i18n } = useTranslation();
  const [findConflicts, { isFetching: isChecking }] = useLazyHolidayConflictsQuery();
  const [createHoliday, { isLoading: isSaving }] = useCreateHolidayMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingHoliday | null>(null);
  // A refusal of the server, shown at its field (in the server's words) until the next try.
  const [serverError, setServerError] = useState<{
    field: keyof HolidayValues;
    message: string;
  } | null>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<HolidayValues>({
    defaultValues: emptyHoliday,
    resolver: zodResolver(holidayFormSchema),
  });
  const errorAt = (field: keyof HolidayValues) =>
    fieldErrorText(t, formState.errors[field]) ??
    (serverError?.field === field ? serverError.message : undefined);

  const save = async (body: HolidayBody) => {
    try {
      const created = await createHoliday(body).unwrap();
      setPending(null);
      reset(emptyHoliday);
      notify.success(
        t('dashboard.holidays.added', {
          range: formatDateRange(created.holiday.startsOn, created.holiday.endsOn, i18n.language),
        }),
        { id: 'holiday' },
      );
      onCreated(created);
    } catch (error) {
      setPending(null);
      const message = errorMessage(error, t('messages.somethingWentWrong'));
      const field = holidayField(serverMessageOf(error) ?? '');
      if (field) setServerError({ field, message });
      else setProblem(message);
    }
  };

  const onSubmit = handleSubmit(async ({ startsOn, endsOn, note }) => {
    setProblem(null);
    setServerError(null);
    const body = { startsOn, endsOn, note: note.trim() };
    try {
      const conflicts = await findConflicts({ startsOn, endsOn }).unwrap();
      if (conflicts.length > 0) {
        setPending({ body, conflicts });
        return;
      }
    } catch (error) {
      setProblem(errorMessage(error, t('messages.somethingWentWrong')));
      return;
    }
    await save(body);
  });

  return {
    register,
    control,
    errorAt,
    onSubmit,
    problem,
    isChecking,
    isSaving,
    pending,
    cancelPending: () => setPending(null),
    confirmPending: () => {
      if (pending) void save(pending.body);
    },
  };
}
