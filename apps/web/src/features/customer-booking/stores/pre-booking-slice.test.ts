import { describe, expect, it } from 'vitest';
import {
  bookingCreated,
  bookingFailed,
  bookingRequested,
  dateSelected,
  initialPreBookingState,
  preBookingOpened,
  preBookingReducer,
  slotCleared,
  slotSelected,
} from './pre-booking-slice';

const shopA = 'a1f1c7e2-5d0a-4c8e-9f61-2a7d4e9c1b01';
const shopB = '5b0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2';
const slot = { time: '10:00', startAt: '2026-11-25T08:00:00.000Z' };

const opened = (shopId: string, tomorrow: string, state = initialPreBookingState) =>
  preBookingReducer(state, preBookingOpened({ shopId, tomorrow }));

describe('pre-booking state: the chosen date and slot', () => {
  it('starts on tomorrow, with no slot, when a shop is opened', () => {
    expect(initialPreBookingState).toMatchObject({ selectedDate: null, selectedSlot: null });
    expect(opened(shopA, '2026-11-25')).toMatchObject({
      shopId: shopA,
      selectedDate: '2026-11-25',
      selectedSlot: null,
      creation: 'idle',
    });
  });

  it('keeps a later day and its slot at the same shop, but not a day that has passed', () => {
    let state = opened(shopA, '2026-11-25');
    state = preBookingReducer(state, dateSelected('2026-11-28'));
    state = preBookingReducer(state, slotSelected(slot));
    expect(opened(shopA, '2026-11-26', state)).toMatchObject({
      selectedDate: '2026-11-28',
      selectedSlot: slot,
    });
    // Come back a week later: the kept day is in the past, so it starts on tomorrow again.
    expect(opened(shopA, '2026-12-03', state)).toMatchObject({
      selectedDate: '2026-12-03',
      selectedSlot: null,
    });
  });

  it('starts again at another shop', () => {
    let state = opened(shopA, '2026-11-25');
    state = preBookingReducer(state, dateSelected('2026-11-28'));
    state = preBookingReducer(state, slotSelected(slot));
    expect(opened(shopB, '2026-11-25', state)).toMatchObject({
      shopId: shopB,
      selectedDate: '2026-11-25',
      selectedSlot: null,
    });
  });

  it('drops the slot when another day is chosen, and keeps it for the same day', () => {
    let state = opened(shopA, '2026-11-25');
    state = preBookingReducer(state, slotSelected(slot));
    expect(preBookingReducer(state, dateSelected('2026-11-25')).selectedSlot).toEqual(slot);
    expect(preBookingReducer(state, dateSelected('2026-11-26')).selectedSlot).toBeNull();
    expect(preBookingReducer(state, slotCleared()).selectedSlot).toBeNull();
  });

  it('goes loading, then error with its message, or fulfilled with the choice cleared', () => {
    let state = opened(shopA, '2026-11-25');
    state = preBookingReducer(state, slotSelected(slot));
    state = preBookingReducer(state, bookingRequested());
    expect(state.creation).toBe('loading');
    const failed = preBookingReducer(state, bookingFailed('Failed to create order'));
    expect(failed).toMatchObject({ creation: 'error', error: 'Failed to create order' });
    expect(failed.selectedSlot).toEqual(slot);
    const booked = preBookingReducer(
      preBookingReducer(failed, bookingRequested()),
      bookingCreated(),
    );
    expect(booked).toEqual({ ...initialPreBookingState, creation: 'fulfilled' });
  });
});
