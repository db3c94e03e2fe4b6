import { canAccess, type DashboardArea, type Role } from '@jono/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { sessions, staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { persistentSecret } from '../../lib/secrets';

/** Access tokens live briefly; the refresh cookie renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface StaffIdentity {
  userId: string;
  shopId: string;
  role: Role;
  /** The login (refresh-token family) this token belongs to. */
  familyId: string;
}

/** A checked access token: who it proves, and until when. */
export interface VerifiedStaff extends StaffIdentity {
  expiresAt: Date;
}

export interface AccessTokens {
  sign(identity: StaffIdentity): Promise<string>;
  /** The identity of a valid token whose login and account are still live, or null. */
  verify(token: string): Promise<VerifiedStaff | null>;
}

/** A staff route as registered: what the permission test walks through. */
export interface StaffRoute {
  method: string;
  url: string;
  area: DashboardArea;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The dashboard area a route belongs to. Declaring it makes the route staff-only: the
     * caller must be signed in and their role must be allowed there, in their own shop.
     */
    area?: DashboardArea;
  }
  interface FastifyInstance {
    staffRoutes: StaffRoute[];
    accessTokens: AccessTokens;
    /** preHandler: a staff member with a live session (401 otherwise). */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: the staff member's role may use this area (403 otherwise). */
    authorize(area: DashboardArea): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    staff: StaffIdentity | null;
  }
}

const notSignedIn = () => new HttpError(401, 'Please log in to continue');

/** The staff member behind a request, once `authenticate` has run. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}

/**
 * Signs and checks the short-lived access tokens, with a key from the config or, without
 * one, kept in the data folder so tokens survive a restart.
 */
function accessTokensOf(app: FastifyInstance, config: Config): AccessTokens {
  const key = new TextEncoder().encode(
    config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt-secret'),
  );
  const issuer = config.publicOrigin;

  return {
    sign: (identity) =>
      new SignJWT({ shop: identity.shopId, role: identity.role, sid: identity.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(identity.userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      let claims: { sub?: string; sid?: unknown; exp?: number };
      try {
        ({ payload: claims } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.sid !== 'string' ||
        typeof claims.exp !== 'number'
      ) {
        return null;
      }
      // Role and shop come from the database, so a change or a revoked login counts at once.
      const [row] = await app.db
        .select({ userId: staffUsers.id, shopId: staffUsers.shopId, role: staffUsers.role })
        .from(staffUsers)
        .innerJoin(sessions, eq(sessions.userId, staffUsers.id))
        .where(
          and(
            eq(staffUsers.id, claims.sub),
            eq(staffUsers.isActive, true),
            eq(sessions.familyId, claims.sid),
            isNull(sessions.revokedAt),
          ),
        )
        .limit(1);
      return row ? { ...row, familyId: claims.sid, expiresAt: new Date(claims.exp * 1000) } : null;
    },
  };
}

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const accessTokens = accessTokensOf(app, config);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('staff', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!token) throw notSignedIn();
      const identity = await accessTokens.verify(token);
      if (!identity) throw new HttpError(401, 'Your session has ended; please log in again');
      request.staff = identity;
    });

    app.decorate('authorize', (area: DashboardArea) => async (request: FastifyRequest) => {
      if (!canAccess(staffOf(request).role, area)) {
        throw new HttpError(403, 'Your role does not allow this');
      }
    });

    // One place enforces the matrix: every route that names an area gets both checks first,
    // on the request itself, so that a caller without access learns nothing from how the
    // body or the query would have been read.
    const staffRoutes: StaffRoute[] = [];
    app.decorate('staffRoutes', staffRoutes);
    app.addHook('onRoute', (route) => {
      const area = route.config?.area;
      if (!area) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [app.authenticate, app.authorize(area), ...own];
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, area });
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
