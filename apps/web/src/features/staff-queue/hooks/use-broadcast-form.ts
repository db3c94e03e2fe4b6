import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useBroadcastMutation } from '../api/broadcast';
import { type BroadcastDraft, broadcastBodyOf, broadcastSummary } from '../utils/broadcast-words';

const firstDraft: BroadcastDraft = { choice: 'running_late', minutes: 15, message: '' };

/**
 * The broadcast dialog's state: what is chosen or written, the client's own check (an empty
 * message is not sent) and the server's refusal (sent one moments ago, bad input), which stay
 * in the dialog. A message that went out closes it and says how far it reached.
 */
export function useBroadcastForm(onClose: () => void) {
  const { t } = useTranslation();
  const [broadcast, { isLoading }] = useBroadcastMutation();
  const [draft, setDraftState] = useState<BroadcastDraft>(firstDraft);
  const [isTried, setIsTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const isEmpty = draft.choice === 'own' && draft.message.trim() === '';
  const messageError = isTried && isEmpty ? t('board.broadcast.messageEmpty') : undefined;

  const setDraft = (changes: Partial<BroadcastDraft>) => {
    setDraftState((current) => ({ ...current, ...changes }));
    setRefusal(null);
  };

  const close = () => {
    setDraftState(firstDraft);
    setIsTried(false);
    setRefusal(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsTried(true);
    if (isEmpty) return;
    try {
      const result = await broadcast(broadcastBodyOf(draft)).unwrap();
      notify.success(broadcastSummary(result, t), { id: 'broadcast' });
      close();
    } catch (failure) {
      // BROADCAST_TOO_SOON and a refused input have words of their own (lib/error-message).
      setRefusal(errorMessage(failure, t('messages.somethingWentWrong')));
    }
  };

  return { draft, setDraft, messageError, refusal, isLoading, close, submit };
}
