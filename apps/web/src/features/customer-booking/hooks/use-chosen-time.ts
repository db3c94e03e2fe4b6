import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { formatLocalDate } from '@/lib/dates';
import { formatShopTimeSpan } from '@/lib/shop-time';
import { selectPreBooking } from '../stores/pre-booking-slice';

/**
 * The chosen day and time at a shop in words ("Monday, 23 November 2026, 09:00 - 09:30"),
 * the range covering an order of `duration` minutes on the shop's clock; null before a time
 * is chosen.
 */
export function useChosenTime(shopId: string, duration: number, timezone: string): string | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { shopId: choiceShopId, selectedDate, selectedSlot } = useSelector(selectPreBooking);
  if (choiceShopId !== shopId || !selectedDate || !selectedSlot) return null;
  return `${formatLocalDate(selectedDate, language)}, ${formatShopTimeSpan(selectedSlot.startAt, duration, timezone)}`;
}
