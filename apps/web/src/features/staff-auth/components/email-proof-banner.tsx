import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { MailWarning, Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { sessionUpdated } from '@/lib/session-events';
import { notify } from '@/lib/toast';
import { checkSession } from '../api/refresh-token';
import { useResendVerificationMutation } from '../api/resend-verification';
import { useVerifyEmailMutation } from '../api/verify-email';
import { isWellFormedLinkToken } from '../utils/auth-errors';

/** What the guest-only pages hand the dashboard when a signed-in owner opened their link. */
export interface VerifyOnArrival {
  verifyEmailToken: string;
}

const tokenOnArrival = (state: unknown): string | null =>
  state && typeof state === 'object' && 'verifyEmailToken' in state
    ? isWellFormedLinkToken(String(state.verifyEmailToken))
      ? String(state.verifyEmailToken)
      : null
    : null;

/**
 * Opens a verification link the owner followed while signed in, once (StrictMode runs
 * effects twice, and a second request would find the link used), then renews the session so
 * the banner goes and publishing and invitations open.
 */
function useVerifyOnArrival() {
  const { t } = useTranslation();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const location = useLocation();
  const navigate = useNavigate();
  const [verifyEmail] = useVerifyEmailMutation();
  const sent = useRef<string | null>(null);
  const token = tokenOnArrival(location.state);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void verifyEmail(token).then((result) => {
      if ('error' in result) {
        notify.error(errorMessage(result.error));
        return;
      }
      notify.success(t('emailProof.alreadyVerified'));
      void dispatch(checkSession());
    });
  }, [token, location.pathname, location.search, navigate, verifyEmail, dispatch, t]);
}

/**
 * An owner whose e-mail address is not proven yet cannot publish the shop or invite staff:
 * the banner says so on every dashboard page and sends the link again. An answer that the
 * address is proven already (the link was opened elsewhere) updates the session, and the
 * banner goes.
 */
export function EmailProofBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useDispatch();
  const [resend, { isLoading }] = useResendVerificationMutation();
  useVerifyOnArrival();

  const onResend = async () => {
    const result = await resend();
    if ('error' in result) {
      notify.error(errorMessage(result.error));
    } else if (result.data.isVerified) {
      dispatch(sessionUpdated({ isVerified: true }));
      notify.success(t('emailProof.alreadyVerified'));
    } else {
      notify.success(t('emailProof.resent', { email }));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-8 flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <MailWarning aria-hidden className="size-6 shrink-0 text-amber-600 dark:text-amber-300" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={titleId} className="text-pretty font-semibold text-sm">
          {t('emailProof.bannerTitle')}
        </h2>
        <p className="text-pretty text-sm opacity-90">{t('emailProof.bannerBody', { email })}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="w-full shrink-0 sm:w-auto"
        disabled={isLoading}
        onClick={() => void onResend()}
      >
        <Send aria-hidden className="size-4" />
        {isLoading ? t('emailProof.resending') : t('emailProof.resend')}
      </Button>
    </section>
  );
}
