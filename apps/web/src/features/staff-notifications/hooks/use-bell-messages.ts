import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  selectHasNewNotification,
  selectStaffMessages,
  useMarkMessagesReadMutation,
  type WithStaffMessages,
} from '../api/staff-messages';
import { useStaffMessagesLive } from './use-staff-messages-live';

/**
 * The bell's messages, kept live. Opening the list marks what it shows as read (and what
 * arrives while it is open); what was new on this opening stays known as new until the next.
 */
export function useBellMessages({ shopId, accessToken }: { shopId: string; accessToken: string }) {
  useStaffMessagesLive({ shopId, accessToken });
  const { messages, unread } = useSelector((state: WithStaffMessages) =>
    selectStaffMessages(state, shopId),
  );
  const hasNewNotification = useSelector((state: WithStaffMessages) =>
    selectHasNewNotification(state, shopId),
  );
  const [markMessagesRead] = useMarkMessagesReadMutation();
  const [isOpen, setIsOpen] = useState(false);
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<string>>(new Set());
  const [openedAt, setOpenedAt] = useState(0);
  // Ids this opening has already marked read, so a re-render never sends them twice.
  const handled = useRef(new Set<string>());

  const open = () => {
    const listedUnread = messages.filter((m) => !m.isRead).map((m) => m.id);
    handled.current = new Set();
    setNewOnOpen(new Set());
    setOpenedAt(Date.now());
    setIsOpen(true);
    // More unread than listed: the whole shop's are marked read in one call.
    if (unread > listedUnread.length) {
      handled.current = new Set(listedUnread);
      setNewOnOpen(new Set(listedUnread));
      void markMessagesRead({ shopId });
    }
  };

  // What is unread while the list is open (on opening, or arriving meanwhile) is seen now.
  useEffect(() => {
    if (!isOpen) return;
    const arrived = messages
      .filter((m) => !m.isRead && !handled.current.has(m.id))
      .map((m) => m.id);
    if (arrived.length === 0) return;
    for (const id of arrived) handled.current.add(id);
    setNewOnOpen((known) => new Set([...known, ...arrived]));
    void markMessagesRead({ shopId, ids: arrived });
  }, [isOpen, messages, markMessagesRead, shopId]);

  return {
    messages,
    unread,
    hasNewNotification,
    isOpen,
    open,
    close: () => setIsOpen(false),
    newOnOpen,
    openedAt,
  };
}
