import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { withStaffTexts } from './route-loading';
import { StandaloneRouteError } from './routes/route-error';

/** Pages for staff who are not signed in: sign in, a forgotten password, the mails' links. */
export const guestRoutes: RouteObject = {
  lazy: withStaffTexts(() =>
    import('./guards/guest-only').then((m) => ({ Component: m.GuestOnly })),
  ),
  children: [
    {
      lazy: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
      children: [
        {
          ErrorBoundary: StandaloneRouteError,
          children: [
            {
              path: paths.login.pattern,
              lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: paths.forgotPassword,
              lazy: () =>
                import('./routes/auth/forgot-password').then((m) => ({
                  Component: m.ForgotPasswordRoute,
                })),
            },
            {
              path: paths.verifyEmail.pattern,
              lazy: () =>
                import('./routes/auth/verify-email').then((m) => ({
                  Component: m.VerifyEmailRoute,
                })),
            },
            {
              path: paths.resetPassword.pattern,
              lazy: () =>
                import('./routes/auth/reset-password').then((m) => ({
                  Component: m.ResetPasswordRoute,
                })),
            },
            {
              path: paths.acceptInvitation.pattern,
              lazy: () =>
                import('./routes/auth/accept-invitation').then((m) => ({
                  Component: m.AcceptInvitationRoute,
                })),
            },
            {
              path: paths.verificationMailSent,
              lazy: () =>
                import('./routes/auth/verification-mail-sent').then((m) => ({
                  Component: m.VerificationMailSentRoute,
                })),
            },
          ],
        },
      ],
    },
  ],
};

/**
 * The links of a login email change work whether or not this browser is signed in: the
 * new address is often opened where the change was asked for, the old one anywhere.
 */
export const emailChangeRoutes: RouteObject = {
  lazy: withStaffTexts(() =>
    import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
  ),
  children: [
    {
      ErrorBoundary: StandaloneRouteError,
      children: [
        {
          path: paths.changeEmail.pattern,
          lazy: () =>
            import('./routes/auth/change-email').then((m) => ({ Component: m.ChangeEmailRoute })),
        },
        {
          path: paths.revertEmail.pattern,
          lazy: () =>
            import('./routes/auth/revert-email').then((m) => ({ Component: m.RevertEmailRoute })),
        },
      ],
    },
  ],
};
