import { errorCodes } from '@jono/contract/api/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import type { EmailLinkPurpose } from '../components/link-problem-panel';
import { isWellFormedLinkToken, type LinkProblem, linkProblemOf } from '../utils/auth-errors';

type Opening =
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'problem'; problem: LinkProblem }
  | { state: 'taken'; message: string }
  | { state: 'failed'; message: string };

/** What a 409 EMAIL_TAKEN means for a link; verifying an address never answers it. */
const takenWords = {
  verifyEmail: null,
  changeEmail: 'auth.changeEmail.taken',
  revertEmail: 'auth.revertEmail.taken',
} as const satisfies Record<EmailLinkPurpose, string | null>;

/**
 * Opens an email link once when the page opens: React's StrictMode runs effects twice, and a
 * second request would find the link used, so a ref remembers the token already sent. A
 * malformed token is a broken link without asking the server. `tryAgain` sends it again
 * after a failure.
 */
export function useEmailLinkOpening({
  purpose,
  token,
  send,
  onDone,
}: {
  purpose: EmailLinkPurpose;
  token: string | undefined;
  send: (token: string) => Promise<unknown>;
  onDone: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<Opening>(() =>
    isWellFormedLinkToken(token) ? { state: 'working' } : { state: 'problem', problem: 'invalid' },
  );
  const sentToken = useRef<string | null>(null);
  // The latest callbacks, so a new function each render does not send the link again.
  const callbacks = useRef({ send, onDone });
  callbacks.current = { send, onDone };

  const open = useCallback(
    async (linkToken: string) => {
      setOpening({ state: 'working' });
      try {
        await callbacks.current.send(linkToken.trim());
        setOpening({ state: 'done' });
        callbacks.current.onDone?.();
      } catch (error) {
        const problem = linkProblemOf(error);
        const taken = takenWords[purpose];
        if (problem) setOpening({ state: 'problem', problem });
        else if (taken && errorCodeOf(error) === errorCodes.emailTaken) {
          setOpening({ state: 'taken', message: t(taken) });
        } else {
          setOpening({
            state: 'failed',
            message: errorMessage(error, t('messages.somethingWentWrong')),
          });
        }
      }
    },
    [t, purpose],
  );

  useEffect(() => {
    if (!isWellFormedLinkToken(token) || sentToken.current === token) return;
    sentToken.current = token;
    void open(token);
  }, [token, open]);

  return { opening, tryAgain: token ? () => void open(token) : null };
}
