import { EMAIL_MAX } from '@jono/contract/api/customer-fields';
import type { EmailProof } from '@jono/contract/api/privacy';
import { MailCheck, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useMyDataMutation, useSendEmailCodeMutation } from '../api/customer-data';

const SIX_DIGITS = /^\d{6}$/;

/** A code on its way: to which address (as typed and as the mail names it), valid how long. */
interface SentCode {
  email: string;
  sentTo: string;
  minutes: number;
  /** One more for each code sent, so a new code starts its step afresh. */
  n: number;
}

type Order = { code: string; phone: string };

/** The address typed and a code sent to it; sending again sends a new code. */
function AddressStep({ order, onSent }: { order: Order; onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sendCode, sending] = useSendEmailCodeMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (typed === '') return;
    const result = await sendCode({ ...order, email: typed });
    if ('data' in result && result.data) {
      const { sentTo, expiresInMinutes: minutes } = result.data;
      onSent({ email: typed, sentTo, minutes, n: Date.now() });
    }
  };

  return (
    <>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={send}>
        <TextField
          className="min-w-0 flex-1"
          label={t('privacy.yourData.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <BusyButton
          type="submit"
          variant="secondary"
          busy={sending.isLoading}
          busyLabel={t('privacy.yourData.sending')}
          icon={<Send aria-hidden className="size-4" />}
        >
          {t('privacy.yourData.sendCode')}
        </BusyButton>
      </form>
      {sending.error ? <Alert tone="danger">{errorMessage(sending.error)}</Alert> : null}
    </>
  );
}

/** The mailed code typed back; reading the data with it is the check. */
function CodeStep({
  order,
  sent,
  onProven,
}: {
  order: Order;
  sent: SentCode;
  onProven: (proof: EmailProof) => void;
}) {
  const { t } = useTranslation();
  const [oneTimeCode, setOneTimeCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [check, checking] = useMyDataMutation();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const typed = oneTimeCode.replace(/\s/g, '');
    if (!SIX_DIGITS.test(typed)) {
      setCodeError(t('privacy.yourData.codeFormat'));
      return;
    }
    const proof = { email: sent.email, oneTimeCode: typed };
    // Reading the data with the proof is the check; a right code keeps its tries.
    const result = await check({ ...order, emailProof: proof });
    if ('data' in result && result.data) onProven(proof);
    else setCodeError(errorMessage(result.error));
  };

  return (
    <form className="space-y-2" onSubmit={confirm}>
      <p role="status" className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        {t('privacy.yourData.codeSent', { address: sent.sentTo, minutes: sent.minutes })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          className="min-w-0 flex-1"
          inputClassName="tracking-[0.3em] tabular-nums"
          label={t('privacy.yourData.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          value={oneTimeCode}
          error={codeError ?? undefined}
          onChange={(event) => {
            setOneTimeCode(event.target.value);
            setCodeError(null);
          }}
        />
        <BusyButton
          type="submit"
          className="sm:mt-7"
          busy={checking.isLoading}
          busyLabel={t('privacy.yourData.checking')}
        >
          {t('privacy.yourData.useCode')}
        </BusyButton>
      </div>
    </form>
  );
}

/**
 * Proving an e-mail address with a code mailed to it: the address typed, the code sent, the
 * code typed back and checked. Until then the card acts on the one order its code proves.
 */
export function EmailProofForm({
  order,
  onProven,
}: {
  order: Order;
  onProven: (proof: EmailProof) => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentCode | null>(null);
  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="space-y-1">
        <h3 className="font-semibold text-sm text-zinc-950 dark:text-white">
          {t('privacy.yourData.emailTitle')}
        </h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('privacy.yourData.emailHint')}
        </p>
      </div>
      <AddressStep order={order} onSent={setSent} />
      {sent ? <CodeStep key={sent.n} order={order} sent={sent} onProven={onProven} /> : null}
    </div>
  );
}
