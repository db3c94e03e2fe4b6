import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createGeocoder, type Geocoder } from '../../lib/geocoder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where an address is, from GEOCODER_URL; shared so its one-a-second pace holds for all. */
    geocoder: Geocoder;
  }
}

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('geocoder', createGeocoder(config.geocoder));
  },
  { name: 'geocoder' },
);
