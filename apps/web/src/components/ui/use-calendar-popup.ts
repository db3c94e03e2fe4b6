import { type KeyboardEvent, useRef, useState } from 'react';
import { monthOf } from '@/lib/calendar';
import { usePressOutside } from '@/lib/use-press-outside';

/**
 * A calendar popup's opening and closing: the month it shows (null while closed), opened on
 * the month of `shown`. Escape, or a day chosen (`close`), closes it and gives the focus back
 * to its button; a press outside the button and the popup only closes it.
 */
export function useCalendarPopup(shown: string) {
  const [month, setMonth] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const isOpen = month !== null;

  const close = () => {
    setMonth(null);
    buttonRef.current?.focus();
  };

  usePressOutside(isOpen, [popupRef, buttonRef], () => setMonth(null));

  return {
    month,
    setMonth,
    isOpen,
    buttonRef,
    popupRef,
    toggle: () => (isOpen ? setMonth(null) : setMonth(monthOf(shown))),
    close,
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    },
  };
}
