import type { RouteObject } from 'react-router-dom';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { graphqlRoutes } from '../graphql-routes';
import { lazyPage } from '../lazy-page';
import { PublicLayout } from './public-layout';

// /login is in the first chunk and talks GraphQL only once the form is sent; the other screens are
// lazy, under the layout that brings Apollo Client.
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { path: 'login', element: <LoginScreen /> },
    graphqlRoutes([
      {
        path: 'register',
        lazy: lazyPage(
          () => import('@/features/auth/components/register-screen'),
          (m) => <m.RegisterScreen />,
        ),
      },
      {
        path: 'forgot-password',
        lazy: lazyPage(
          () => import('@/features/auth/components/forgot-password-screen'),
          (m) => <m.ForgotPasswordScreen />,
        ),
      },
    ]),
  ],
};

/** Links from mails: they work signed in or not. */
export const mailLinkRoutes: RouteObject = {
  element: <PublicLayout guestsOnly={false} />,
  children: [
    graphqlRoutes([
      {
        path: 'reset-password',
        lazy: lazyPage(
          () => import('@/features/auth/components/reset-password-screen'),
          (m) => <m.ResetPasswordScreen />,
        ),
      },
      {
        path: 'verify-email',
        lazy: lazyPage(
          () => import('@/features/auth/components/verify-email-screen'),
          (m) => <m.VerifyEmailScreen />,
        ),
      },
      {
        path: 'unsubscribe',
        lazy: lazyPage(
          () => import('@/features/auth/components/unsubscribe-screen'),
          (m) => <m.UnsubscribeScreen />,
        ),
      },
    ]),
  ],
};
