import type { OrderAlertPayload } from '@jono/contract/events';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { playChime, unlockChimeOnInteraction } from '@/lib/chime';
import { realtimeSocket } from '@/lib/socket';

const VIBRATION = [300, 120, 300];

/**
 * The open tracking page at an alert's moment (the same moments a push tells): a chime if
 * the browser lets the page play sound (any tap on the page allows it), a vibration, and the
 * tab's title, "(1) Your turn – Jono", counting alerts until the customer looks again. The
 * page renames itself as the order moves on (often in the same instant as the alert): the
 * mark stays, and looking again shows the page's newest title.
 */
export function useOrderAlertReactions(orderId: string | undefined): void {
  const { t } = useTranslation();

  useEffect(() => unlockChimeOnInteraction(), []);

  useEffect(() => {
    if (!orderId) return;
    const socket = realtimeSocket();
    let unseen = 0;
    let titleBefore: string | null = null;
    let marked: string | null = null;

    const mark = (title: string) => {
      marked = title;
      document.title = title;
    };
    const restoreTitle = () => {
      const before = titleBefore;
      titleBefore = null;
      marked = null;
      unseen = 0;
      if (before !== null) document.title = before;
    };
    // A title the page sets over the mark becomes the one to go back to.
    const titleWatch = new MutationObserver(() => {
      if (marked === null || document.title === marked) return;
      titleBefore = document.title;
      mark(marked);
    });
    titleWatch.observe(document.head, { subtree: true, childList: true, characterData: true });
    const onLookedAgain = () => {
      if (document.visibilityState === 'visible') restoreTitle();
    };
    const onAlert = ({ orderId: alerted, kind }: OrderAlertPayload) => {
      if (alerted !== orderId) return;
      void playChime();
      navigator.vibrate?.(VIBRATION);
      titleBefore ??= document.title;
      unseen += 1;
      mark(t('alerts.tabTitle', { count: unseen, what: t(`alerts.tab.${kind}`) }));
    };

    socket.on('order:alert', onAlert);
    // Looking at the page again (switching back to it, or touching it) reads the alert.
    document.addEventListener('visibilitychange', onLookedAgain);
    window.addEventListener('pointerdown', restoreTitle);
    window.addEventListener('keydown', restoreTitle);
    return () => {
      titleWatch.disconnect();
      socket.off('order:alert', onAlert);
      document.removeEventListener('visibilitychange', onLookedAgain);
      window.removeEventListener('pointerdown', restoreTitle);
      window.removeEventListener('keydown', restoreTitle);
      restoreTitle();
    };
  }, [orderId, t]);
}
