import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import { type MemberWeek, type StaffBooking, useAddTimeOffMutation } from '../api/team-schedule';
import {
  emptyTimeOff,
  type TimeOffValues,
  timeOffBodyOf,
  timeOffFormSchema,
} from '../utils/time-off-form';

/**
 * Adding time off for a member: whole days, or part of one day, with an optional note. When
 * it falls on their bookings the dialog stays open with them (`bookingsHit`) instead of closing.
 */
export function useTimeOffForm(member: MemberWeek, onClose: () => void) {
  const { t } = useTranslation();
  const [addTimeOff, { isLoading: isSaving }] = useAddTimeOffMutation();
  const [bookingsHit, setBookingsHit] = useState<StaffBooking[] | null>(null);
  const { problem, save } = useDialogSave(() => {});
  const { register, control, handleSubmit, formState, watch } = useForm<TimeOffValues>({
    defaultValues: emptyTimeOff,
    resolver: zodResolver(timeOffFormSchema),
  });
  const errorAt = (field: keyof TimeOffValues) => fieldErrorText(t, formState.errors[field]);

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      const hit = await addTimeOff({ userId: member.userId, body: timeOffBodyOf(values) }).unwrap();
      notify.success(t('teamSchedule.timeOff.added', { name: member.name }));
      if (hit.length > 0) setBookingsHit(hit);
      else onClose();
    }),
  );

  return {
    register,
    control,
    errorAt,
    onSubmit,
    problem,
    isSaving,
    isPartOfDay: watch('isPartOfDay'),
    bookingsHit,
  };
}
