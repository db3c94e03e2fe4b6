import { z } from 'zod';
import { isRealPosition } from '../rules/distance';
import { actionBody } from './patch';
import { text } from './text';

/** A new shop's way to the public list (owner only, area `publishing`). */
export const goingLivePaths = {
  readiness: '/api/manage/shop/readiness',
  publish: '/api/manage/shop/publish',
  unpublish: '/api/manage/shop/unpublish',
  /** Where an address is, asked of the configured geocoder; nothing is saved. */
  geocode: '/api/manage/shop/geocode',
} as const;

/** What a shop needs before customers may find it, in the order the checklist shows them. */
export const setupSteps = ['service', 'openingHours', 'position'] as const;
export const setupStepSchema = z.enum(setupSteps);
export type SetupStep = z.infer<typeof setupStepSchema>;

export const readinessSchema = z.object({
  /** When the shop was published; null while customers cannot find it. */
  publishedAt: z.iso.datetime().nullable(),
  steps: z.array(z.object({ step: setupStepSchema, isDone: z.boolean() })),
  /** The steps still left; publishing is refused while any is. */
  missing: z.array(setupStepSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;
export const readinessResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: readinessSchema,
});

export const publishBody = actionBody;

/** Latitude and longitude in range; 0,0 is refused, since it is where a missing one points. */
export const realPositionSchema = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .refine((position) => isRealPosition(position), {
    message: '0,0 is no shop position: place the pin on the shop',
    path: ['lat'],
  });
export type RealPosition = z.infer<typeof realPositionSchema>;

export const geocodeBody = z.object({
  address: text({ min: 2, max: 200 }),
  postalCode: text({ max: 20 }).default(''),
  city: text({ min: 2, max: 100 }),
  country: text({ min: 2, max: 100 }),
});
export type GeocodeBody = z.input<typeof geocodeBody>;

/**
 * What the geocoder said: `found` with the position, `notFound` when it knows no such
 * place, `unavailable` when it failed or did not answer in time. Either way nothing is saved.
 */
export const geocodeOutcomes = ['found', 'notFound', 'unavailable'] as const;
export const geocodeOutcomeSchema = z.enum(geocodeOutcomes);
export type GeocodeOutcome = z.infer<typeof geocodeOutcomeSchema>;
export const geocodeResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({
    outcome: geocodeOutcomeSchema,
    position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    /** The place as the geocoder names it, for the owner to recognise. */
    label: z.string().nullable(),
  }),
});
export type GeocodeAnswer = z.infer<typeof geocodeResponse>['data'];
