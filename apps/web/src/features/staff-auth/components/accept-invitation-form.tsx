import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import {
  isSamePasswordTwice,
  newPasswordPair,
  samePasswordTwiceIssue,
} from '../utils/new-password-schema';
import { FormEnd } from './form-end';
import { NewPasswordFields } from './new-password-fields';

const acceptInvitationSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'auth.invitation.errors.nameTooShort')
      .max(100, 'auth.invitation.errors.nameTooLong'),
    ...newPasswordPair,
  })
  .refine(isSamePasswordTwice, samePasswordTwiceIssue);
export type AcceptInvitationValues = z.output<typeof acceptInvitationSchema>;

/**
 * The invited member's name (the one the owner typed, to keep or correct) and their first
 * password. The caller sends it; a password the server refuses comes back through `onSubmit`
 * as the message to show at the password.
 */
export function AcceptInvitationForm({
  invitedName,
  failure,
  onSubmit,
}: {
  invitedName: string;
  failure: string | null;
  onSubmit: (values: AcceptInvitationValues) => Promise<{ passwordProblem?: string } | undefined>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, setError, formState } = useForm<
    z.input<typeof acceptInvitationSchema>,
    unknown,
    AcceptInvitationValues
  >({
    defaultValues: { name: invitedName, newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
    resolver: zodResolver(acceptInvitationSchema),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const answer = await onSubmit(values);
    if (answer?.passwordProblem) {
      setError('newPassword', { message: answer.passwordProblem }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="space-y-5">
      <TextField
        label={t('auth.invitation.name')}
        autoComplete="name"
        hint={t('auth.invitation.nameHint')}
        error={fieldErrorText(t, errors.name)}
        {...register('name')}
      />
      <NewPasswordFields
        password={watch('newPassword')}
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <FormEnd
        failure={failure}
        isSubmitting={isSubmitting}
        busyLabel={t('auth.invitation.submitting')}
      >
        {t('auth.invitation.submit')}
      </FormEnd>
    </form>
  );
}
