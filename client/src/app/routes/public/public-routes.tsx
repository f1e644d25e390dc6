import type { RouteObject } from 'react-router-dom';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { graphqlRoutes } from '../graphql-routes';
import { lazyLayout, lazyPage } from '../lazy-page';
import { PublicLayout } from './public-layout';

// /login is in the first chunk and talks GraphQL only once the form is sent; the other screens are
// lazy, under the layout that brings Apollo Client.
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { path: 'login', element: <LoginScreen /> },
    graphqlRoutes([
      lazyPage('register', () => import('@/features/auth/components/register-screen'), 'RegisterScreen'),
      lazyPage(
        'forgot-password',
        () => import('@/features/auth/components/forgot-password-screen'),
        'ForgotPasswordScreen',
      ),
    ]),
  ],
};

/** Links from mails and the privacy policy: they work signed in or not. */
export const openRoutes: RouteObject = graphqlRoutes([
  lazyLayout(undefined, () => import('../open-page-layout'), 'OpenPageLayout', [
    lazyPage('reset-password', () => import('@/features/auth/components/reset-password-screen'), 'ResetPasswordScreen'),
    lazyPage('verify-email', () => import('@/features/auth/components/verify-email-screen'), 'VerifyEmailScreen'),
    lazyPage('revert-email', () => import('@/features/auth/components/revert-email-screen'), 'RevertEmailScreen'),
    lazyPage('unsubscribe', () => import('@/features/auth/components/unsubscribe-screen'), 'UnsubscribeScreen'),
    // Linked from sign-up, Mi Perfil and every footer.
    lazyPage('privacidad', () => import('@/features/privacy/components/privacy-page'), 'PrivacyPage'),
  ]),
]);
