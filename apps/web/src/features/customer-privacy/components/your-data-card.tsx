import type { EmailProof } from '@jono/contract/api/privacy';
import { BadgeCheck, Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-message';
import { useForgetMeMutation, useMyDataMutation } from '../api/customer-data';
import { EmailProofForm } from './email-proof-form';

/** The card's heading; the lead line only while there is still data to act on. */
function CardHead({ headingId, isDeleted }: { headingId: string; isDeleted: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <ShieldCheck
        aria-hidden
        className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
      />
      <div className="min-w-0 space-y-1">
        <h2 id={headingId} className="font-semibold text-base text-zinc-950 dark:text-white">
          {t('privacy.yourData.title')}
        </h2>
        {isDeleted ? null : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('privacy.yourData.description')}
          </p>
        )}
      </div>
    </div>
  );
}

/** What the customer may act on: the order's code alone, or an e-mail address proven too. */
function ProofState({
  order,
  emailProof,
  onProven,
}: {
  order: { code: string; phone: string };
  emailProof: EmailProof | null;
  onProven: (proof: EmailProof) => void;
}) {
  const { t } = useTranslation();
  if (!emailProof) return <EmailProofForm order={order} onProven={onProven} />;
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      {t('privacy.yourData.proven', { address: emailProof.email })}
    </p>
  );
}

/** A copy of the data, or its deletion (asked about first). */
function DataActions({
  isSaving,
  isDeleting,
  onSave,
  onDelete,
}: {
  isSaving: boolean;
  isDeleting: boolean;
  onSave: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <BusyButton
        variant="secondary"
        onClick={onSave}
        busy={isSaving}
        icon={<Download aria-hidden className="size-4" />}
      >
        {t('privacy.yourData.download')}
      </BusyButton>
      <Button variant="dangerGhost" onClick={onDelete} disabled={isDeleting}>
        <Trash2 aria-hidden className="size-4" />
        {t('privacy.yourData.delete')}
      </Button>
    </div>
  );
}

/**
 * The customer's own data at the shop of the order they just proved theirs with its code and
 * phone: a copy of that order, or its deletion; with their e-mail address proven by a mailed
 * code, of everything under that address at the shop.
 */
export function YourDataCard({
  code,
  phone,
  onForgotten,
}: {
  code: string;
  phone: string;
  /** The order shown above is changed (cancelled, wiped): the page should look it up again. */
  onForgotten?: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [fetchData, download] = useMyDataMutation();
  const [forget, deletion] = useForgetMeMutation();
  const [isAsking, setIsAsking] = useState(false);
  const [emailProof, setEmailProof] = useState<EmailProof | null>(null);
  const request = emailProof ? { code, phone, emailProof } : { code, phone };

  const saveCopy = async () => {
    const result = await fetchData(request);
    if ('data' in result && result.data) {
      downloadFile(
        `jono-${code}-${result.data.exportedAt.slice(0, 10)}.json`,
        JSON.stringify(result.data, null, 2),
        'application/json',
      );
    }
  };
  const confirmDelete = async () => {
    const result = await forget(request);
    setIsAsking(false);
    if ('data' in result) onForgotten?.();
  };

  const problem = download.error ?? deletion.error;
  return (
    <Card className="space-y-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <CardHead headingId={headingId} isDeleted={Boolean(deletion.data)} />
      {deletion.data ? (
        // Once deleted there is nothing left to copy or delete: the card only says so.
        <Alert tone="success" role="status">
          {t('privacy.yourData.deleted', { count: deletion.data.wiped })}
          {deletion.data.inProgress > 0 ? ` ${t('privacy.yourData.inProgress')}` : ''}
        </Alert>
      ) : (
        <>
          <ProofState order={{ code, phone }} emailProof={emailProof} onProven={setEmailProof} />
          {problem ? <Alert tone="danger">{errorMessage(problem)}</Alert> : null}
          <DataActions
            isSaving={download.isLoading}
            isDeleting={deletion.isLoading}
            onSave={() => void saveCopy()}
            onDelete={() => setIsAsking(true)}
          />
        </>
      )}
      <ConfirmDialog
        subject={isAsking ? true : null}
        isPending={deletion.isLoading}
        title={t('privacy.yourData.confirmTitle')}
        description={
          emailProof
            ? t('privacy.yourData.confirmDescriptionEmail', { address: emailProof.email })
            : t('privacy.yourData.confirmDescription')
        }
        keepLabel={t('privacy.yourData.keep')}
        confirmLabel={t('privacy.yourData.confirm')}
        workingLabel={t('privacy.yourData.deleting')}
        icon={Trash2}
        onConfirm={() => void confirmDelete()}
        onClose={() => setIsAsking(false)}
      />
    </Card>
  );
}
