import { staffQueuePaths } from '@jono/contract/api/staff-queue';
import { actionResult, postStep, queueBoardApi } from './queue-board';

/**
 * The board's steps for a booked customer: checked in, into a chair, finished, a no-show, and
 * the last finish or no-show taken back. They change the same board as the walk-ins' steps.
 */
export const bookedCustomerStepsApi = queueBoardApi.injectEndpoints({
  endpoints: (build) => ({
    checkInBooking: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.bookingCheckIn(orderId)),
      ...actionResult,
    }),
    startBooking: build.mutation<string, { orderId: string; barberId: string }>({
      query: ({ orderId, barberId }) =>
        postStep(staffQueuePaths.bookingStart(orderId), { barberId }),
      ...actionResult,
    }),
    finishBooking: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.bookingFinish(orderId)),
      ...actionResult,
    }),
    markBookingNoShow: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.bookingNoShow(orderId)),
      ...actionResult,
    }),
    undoBookingStep: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.bookingUndo(orderId)),
      ...actionResult,
    }),
  }),
});

export const {
  useCheckInBookingMutation,
  useStartBookingMutation,
  useFinishBookingMutation,
  useMarkBookingNoShowMutation,
  useUndoBookingStepMutation,
} = bookedCustomerStepsApi;
