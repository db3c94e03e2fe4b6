import {
  API_KEY_PREFIX,
  type ApiKeyScope,
  canAccess,
  type DashboardArea,
  errorCodes,
  type Role,
} from '@jono/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { sessions, staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { persistentSecret } from '../../lib/secrets';
import { apiKeyCallers, type KeyCaller } from './api-key-callers';

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
  /** The scope an API key needs for it; none: keys are refused. */
  apiScope?: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The dashboard area a route belongs to. Declaring it makes the route staff-only: the
     * caller must be signed in and their role must be allowed there, in their own shop.
     */
    area?: DashboardArea;
    /**
     * The scope that lets an API key call this staff route; without it the route refuses keys.
     * The API document lists it beside the route.
     */
    apiScope?: ApiKeyScope;
  }
  interface FastifyInstance {
    staffRoutes: StaffRoute[];
    accessTokens: AccessTokens;
    /** preHandler: a staff member with a live session (401 otherwise). */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: the staff member's role may use this area (403 otherwise). */
    authorize(area: DashboardArea, apiScope?: ApiKeyScope): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    staff: StaffIdentity | null;
    /** The API key the call came with; null for a signed-in person. */
    apiKey: KeyCaller | null;
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

/** How the API document says a staff route is called: signed in, or with a key of its scope. */
const securityOf = (apiScope: ApiKeyScope | undefined): Record<string, string[]>[] => [
  { staffSession: [] },
  ...(apiScope ? [{ apiKey: [apiScope] }] : []),
];

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const accessTokens = accessTokensOf(app, config);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('staff', null);
    app.decorateRequest('apiKey', null);
    const keys = apiKeyCallers(app.db, () => app.now());

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!token) throw notSignedIn();
      if (token.startsWith(API_KEY_PREFIX)) {
        const key = await keys.verify(token);
        if (!key) throw new HttpError(401, "This API key was revoked or is not one of Jono's");
        await keys.count(key.caller);
        request.staff = key.identity;
        request.apiKey = key.caller;
        request.log.info({ apiKeyId: key.caller.id }, 'called with an API key');
        return;
      }
      const identity = await accessTokens.verify(token);
      if (!identity) throw new HttpError(401, 'Your session has ended; please log in again');
      request.staff = identity;
    });

    app.decorate(
      'authorize',
      (area: DashboardArea, apiScope?: ApiKeyScope) => async (request: FastifyRequest) => {
        const key = request.apiKey;
        if (key && !(apiScope && key.scopes.includes(apiScope))) {
          throw new HttpError(
            403,
            apiScope
              ? `This API key lacks the scope ${apiScope}`
              : 'This call takes no API keys: sign in instead',
            errorCodes.apiKeyScopeMissing,
          );
        }
        if (!canAccess(staffOf(request).role, area)) {
          throw new HttpError(403, 'Your role does not allow this');
        }
      },
    );

    // One place enforces the matrix: every route that names an area gets both checks first,
    // on the request itself, so that a caller without access learns nothing from how the
    // body or the query would have been read.
    const staffRoutes: StaffRoute[] = [];
    app.decorate('staffRoutes', staffRoutes);
    app.addHook('onRoute', (route) => {
      const area = route.config?.area;
      if (!area) return;
      const apiScope = route.config?.apiScope;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [app.authenticate, app.authorize(area, apiScope), ...own];
      route.schema = { ...route.schema, security: securityOf(apiScope) };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, area, apiScope });
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
