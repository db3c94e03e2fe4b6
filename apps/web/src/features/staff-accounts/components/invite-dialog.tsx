import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodes } from '@jono/contract/api/errors';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import { useInviteStaffMutation } from '../api/staff';
import { type InviteValues, inviteSchema } from './invite-schema';

/** Invites a barber or a receptionist by e-mail; an address already in use is said so. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { problem, save } = useDialogSave(onClose, (error) =>
    errorCodeOf(error) === errorCodes.emailTaken ? t('staffAdmin.emailTaken') : null,
  );
  const { register, handleSubmit, formState } = useForm<InviteValues>({
    defaultValues: { name: '', email: '', role: 'barber' },
    resolver: zodResolver(inviteSchema),
  });
  const onSubmit = handleSubmit((values) =>
    save(async () => {
      await invite(values).unwrap();
      notify.success(t('staffAdmin.invited', { email: values.email }));
    }),
  );
  return (
    <FormDialog
      onClose={onClose}
      title={t('staffAdmin.inviteTitle')}
      description={t('staffAdmin.inviteDescription')}
      isPending={isLoading}
      problem={problem}
      onSubmit={onSubmit}
      cancelLabel={t('manage.actions.cancel')}
      submitLabel={t('staffAdmin.send')}
      pendingLabel={t('staffAdmin.sending')}
    >
      <TextField
        label={t('staffAdmin.fields.name')}
        autoComplete="off"
        error={fieldErrorText(t, formState.errors.name)}
        disabled={isLoading}
        {...register('name')}
      />
      <TextField
        label={t('staffAdmin.fields.email')}
        type="email"
        autoComplete="off"
        error={fieldErrorText(t, formState.errors.email)}
        disabled={isLoading}
        {...register('email')}
      />
      <SelectField
        label={t('staffAdmin.fields.role')}
        options={(['barber', 'receptionist'] as const).map((role) => ({
          value: role,
          label: t(`roles.${role}`),
        }))}
        disabled={isLoading}
        {...register('role')}
      />
    </FormDialog>
  );
}
