import {
  type GeocodeAnswer,
  type GeocodeBody,
  geocodeResponse,
  goingLivePaths,
  type Readiness,
  readinessResponse,
} from '@jono/contract/api/going-live';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase, manageTags } from './manage-api';

export type { GeocodeAnswer, Readiness };

const goingLiveApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/manage/shop/readiness (owner): the set-up checklist and whether it is published. */
    readiness: build.query<Readiness, void>({
      query: () => apiPath(goingLivePaths.readiness),
      rawResponseSchema: readinessResponse,
      transformResponse: (response: { data: Readiness }) => response.data,
      catchSchemaFailure: malformedAnswer,
      // Adding or switching off a service changes a step as much as saving the shop does.
      providesTags: [manageTags.readiness, manageTags.services],
    }),
    publish: build.mutation<Readiness, void>({
      query: () => ({ url: apiPath(goingLivePaths.publish), method: 'POST' }),
      rawResponseSchema: readinessResponse,
      transformResponse: (response: { data: Readiness }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [manageTags.readiness],
    }),
    unpublish: build.mutation<Readiness, void>({
      query: () => ({ url: apiPath(goingLivePaths.unpublish), method: 'POST' }),
      rawResponseSchema: readinessResponse,
      transformResponse: (response: { data: Readiness }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [manageTags.readiness],
    }),
    /** Where the geocoder puts an address; nothing is saved until the owner saves the form. */
    geocode: build.mutation<GeocodeAnswer, GeocodeBody>({
      query: (body) => ({ url: apiPath(goingLivePaths.geocode), method: 'POST', body }),
      rawResponseSchema: geocodeResponse,
      transformResponse: (response: { data: GeocodeAnswer }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useReadinessQuery, usePublishMutation, useUnpublishMutation, useGeocodeMutation } =
  goingLiveApi;
