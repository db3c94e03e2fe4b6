import { type AddWalkInBody, deskPaths } from '@jono/contract/api/desk';
import { errorCodes } from '@jono/contract/api/errors';
import { joinQueueResponse, type QueuePlace } from '@jono/contract/api/queue';
import { staffActionResponse } from '@jono/contract/api/staff-queue';
import type { TFunction } from 'i18next';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { queueBoardApi, queueTag } from './queue-board';

/** A walk-in added at the desk: where they stand and the code they read on screens. */
export type DeskPlace = QueuePlace & { shortCode: string };

const deskApi = queueBoardApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/staff/desk/{shopId}/walk-ins: staff add a customer who is in the shop
     * (checked in already, phone optional); the board reads itself again.
     */
    addWalkIn: build.mutation<DeskPlace, { shopId: string; body: AddWalkInBody }>({
      query: ({ shopId, body }) => ({
        url: apiPath(deskPaths.walkIns(shopId)),
        method: 'POST',
        body,
      }),
      rawResponseSchema: joinQueueResponse,
      transformResponse: (response: { data: DeskPlace }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [queueTag],
    }),
    /** PATCH /api/staff/queue/{orderId}/barber: whom a waiting customer waits for (null: any). */
    changeRequestedBarber: build.mutation<string, { orderId: string; barberId: string | null }>({
      query: ({ orderId, barberId }) => ({
        url: apiPath(deskPaths.requestedBarber(orderId)),
        method: 'PATCH',
        body: { barberId },
      }),
      rawResponseSchema: staffActionResponse,
      transformResponse: (response: { message: string }) => response.message,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [queueTag],
    }),
  }),
});

export const { useAddWalkInMutation, useChangeRequestedBarberMutation } = deskApi;

/** Why the desk could not add a customer, in the staff member's language. */
export function deskFailureMessage(error: unknown, t: TFunction): string {
  switch (errorCodeOf(error)) {
    case errorCodes.shopClosed:
      return t('desk.closed');
    case errorCodes.queueFull:
      return t('desk.full');
    case errorCodes.waitTooLong:
      return t('desk.waitTooLong');
    case errorCodes.alreadyInQueue:
      return t('desk.alreadyInQueue');
    case errorCodes.barberNotWorking:
      return t('desk.barberNotWorking');
    default:
      return errorMessage(error, t('desk.failed'));
  }
}
