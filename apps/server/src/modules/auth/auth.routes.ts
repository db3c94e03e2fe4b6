import {
  acceptInvitationBody,
  authPaths,
  emailLoginBody,
  forgotPasswordBody,
  invitationBody,
  invitationResponse,
  loginBody,
  messageResponse,
  registerShopBody,
  registerShopResponse,
  resendVerificationResponse,
  resetPasswordBody,
  sessionResponse,
  verifyEmailBody,
} from '@jono/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requestLanguage } from '../../lib/request-language';
import { staffOf } from '../../plugins/app/auth';
import { verifyEmail } from './auth.service';
import { invitationDetails } from './invitation-details';
import { confirmEmailChange, revertEmailChange } from './login-change.service';
import { login, logout, refresh } from './login-sessions';
import {
  acceptInvitation,
  forgotPassword,
  type InvitationAccepted,
  resetPassword,
} from './password-links';
import { assertSameOrigin, refreshCookie } from './refresh-cookie';
import { registerShop } from './register-shop';
import { resendVerification } from './resend-verification';
import { familyOfToken } from './session-store';

/** The global limit these per-route limits were set against (RATE_LIMIT_PER_MINUTE's default). */
const DEFAULT_RATE_LIMIT = 600;

/**
 * Per client address; the per-account brakes live in the service. They scale with
 * RATE_LIMIT_PER_MINUTE, so raising it (a busy NAT, a test run) raises them together.
 */
function addressLimits(config: Config) {
  return (max: number) => ({
    rateLimit: {
      max: Math.max(max, Math.round((max * config.rateLimitPerMinute) / DEFAULT_RATE_LIMIT)),
      timeWindow: '1 minute',
    },
  });
}

const client = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

export interface AuthRoutesOptions {
  config: Config;
  /** Puts an accepted invitation on the shop's record: the audit module sits above auth. */
  onInvitationAccepted: InvitationAccepted;
}

export default async function authRoutes(
  app: FastifyInstance,
  { config, onInvitationAccepted }: AuthRoutesOptions,
) {
  registerSessionRoutes(app, config);
  registerSignUpRoutes(app, config);
  registerEmailedLinkRoutes(app, config, onInvitationAccepted);
  registerInvitationRoutes(app, config, onInvitationAccepted);
}

/** Logging in and out, and renewing the session from the refresh cookie. */
function registerSessionRoutes(app: FastifyInstance, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = addressLimits(config);
  const cookie = refreshCookie(config);

  routes.post(
    authPaths.login,
    { config: perAddress(10), schema: { body: loginBody, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const { phoneNumber, password } = request.body;
      const result = await login(app.ctx, { phone: phoneNumber }, password, client(request));
      cookie.set(reply, result.refreshToken);
      return { ok: true as const, message: 'You are logged in', session: result.session };
    },
  );

  routes.post(
    authPaths.emailLogin,
    {
      config: perAddress(10),
      schema: { body: emailLoginBody, response: { 200: sessionResponse } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const result = await login(app.ctx, { email }, password, client(request));
      cookie.set(reply, result.refreshToken);
      return { ok: true as const, message: 'You are logged in', session: result.session };
    },
  );

  routes.get(
    authPaths.refreshToken,
    { config: perAddress(300), schema: { response: { 200: sessionResponse } } },
    async (request, reply) => {
      assertSameOrigin(request, config);
      try {
        const result = await refresh(app.ctx, cookie.read(request));
        if (result.refreshToken) cookie.set(reply, result.refreshToken);
        return { ok: true as const, message: 'Session renewed', session: result.session };
      } catch (error) {
        cookie.clear(reply);
        throw error;
      }
    },
  );

  routes.get(
    authPaths.logout,
    { schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      assertSameOrigin(request, config);
      const token = cookie.read(request);
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const identity = bearer ? await app.accessTokens.verify(bearer) : null;
      await logout(app.ctx, [
        token ? await familyOfToken(app.db, token) : null,
        identity?.familyId ?? null,
      ]);
      cookie.clear(reply);
      return { ok: true as const, message: 'You are logged out' };
    },
  );
}

/** A new shop and the proof that its owner's email is theirs. */
function registerSignUpRoutes(app: FastifyInstance, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = addressLimits(config);

  routes.post(
    authPaths.registerShop,
    {
      config: perAddress(5),
      schema: { body: registerShopBody, response: { 201: registerShopResponse } },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const addressOutcome = await registerShop(app.ctx, request.body, language, (address) =>
        app.geocoder.locate(address),
      );
      return reply.status(201).send({
        ok: true as const,
        message: 'Your shop is registered. Check your email to verify your account.',
        addressOutcome,
      });
    },
  );

  routes.post(
    authPaths.verifyEmail,
    {
      config: perAddress(10),
      schema: { body: verifyEmailBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await verifyEmail(app.ctx, request.body.verificationToken);
      return { ok: true as const, message: 'Your email is verified. You can log in now.' };
    },
  );

  routes.post(
    authPaths.resendVerification,
    {
      config: { area: 'profile', ...perAddress(5) },
      schema: { response: { 200: resendVerificationResponse } },
    },
    async (request) => {
      const { isVerified } = await resendVerification(app.ctx, staffOf(request).userId);
      return {
        ok: true as const,
        message: isVerified
          ? 'Your email is already verified'
          : 'A new link to verify your email is on its way',
        isVerified,
      };
    },
  );
}

/** What the links in our emails lead to: a new password, a changed email or its undoing. */
function registerEmailedLinkRoutes(
  app: FastifyInstance,
  config: Config,
  onInvitationAccepted: InvitationAccepted,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = addressLimits(config);

  routes.post(
    authPaths.forgotPassword,
    {
      config: perAddress(5),
      schema: { body: forgotPasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await forgotPassword(app.ctx, request.body.email);
      return {
        ok: true as const,
        message: 'If an account uses this email, a link to reset the password is on its way.',
      };
    },
  );

  routes.post(
    authPaths.changeEmail,
    {
      config: perAddress(10),
      schema: { body: verifyEmailBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await confirmEmailChange(app.ctx, request.body.verificationToken);
      return { ok: true as const, message: 'Your email is changed. Log in with the new one.' };
    },
  );

  routes.post(
    authPaths.revertEmail,
    {
      config: perAddress(10),
      schema: { body: verifyEmailBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await revertEmailChange(app.ctx, request.body.verificationToken);
      return {
        ok: true as const,
        message: 'Your email is restored and every session has ended. Choose a new password.',
      };
    },
  );

  routes.post(
    authPaths.resetPassword,
    {
      config: perAddress(10),
      schema: { body: resetPasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { verificationToken, newPassword } = request.body;
      await resetPassword(app.ctx, verificationToken, newPassword, onInvitationAccepted);
      return { ok: true as const, message: 'Your password is changed. Log in with the new one.' };
    },
  );
}

/** An invited barber reads the invitation, then accepts it with a name and a password. */
function registerInvitationRoutes(
  app: FastifyInstance,
  config: Config,
  onInvitationAccepted: InvitationAccepted,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = addressLimits(config);

  routes.post(
    authPaths.invitation,
    {
      config: perAddress(30),
      schema: { body: invitationBody, response: { 200: invitationResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await invitationDetails(app.db, request.body.invitationToken, app.now()),
    }),
  );

  routes.post(
    authPaths.acceptInvitation,
    {
      config: perAddress(10),
      schema: { body: acceptInvitationBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { invitationToken, name, newPassword } = request.body;
      await acceptInvitation(
        app.ctx,
        { token: invitationToken, name, newPassword },
        onInvitationAccepted,
      );
      return { ok: true as const, message: 'Welcome to the team. Log in with your new password.' };
    },
  );
}
