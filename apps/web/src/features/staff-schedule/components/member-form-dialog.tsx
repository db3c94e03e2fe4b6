import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { MemberWeek } from '../api/team-schedule';

/**
 * A dialog that changes one part of a member's terms (their hours or their services): named
 * after them, tall content scrolls, and it is saved and refused like every form of the week.
 */
export function MemberFormDialog({
  part,
  member,
  form,
  onClose,
  children,
}: {
  part: 'hours' | 'services';
  member: MemberWeek;
  form: { isSaving: boolean; problem: string | null; onSubmit: FormEventHandler<HTMLFormElement> };
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      onClose={onClose}
      title={t(`teamSchedule.${part}.title`, { name: member.name })}
      description={t(`teamSchedule.${part}.description`)}
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
      isPending={form.isSaving}
      problem={form.problem}
      onSubmit={form.onSubmit}
      cancelLabel={t(`teamSchedule.${part}.cancel`)}
      submitLabel={t(`teamSchedule.${part}.save`)}
      pendingLabel={t(`teamSchedule.${part}.saving`)}
    >
      {children}
    </FormDialog>
  );
}
