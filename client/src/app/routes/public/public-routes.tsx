import type { RouteObject } from 'react-router-dom';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { UnsubscribeScreen } from '@/features/auth/components/unsubscribe-screen';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';
import { PublicLayout } from './public-layout';

export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { path: 'login', element: <LoginScreen /> },
    { path: 'register', element: <RegisterScreen /> },
    { path: 'forgot-password', element: <ForgotPasswordScreen /> },
  ],
};

/** Links from mails: they work signed in or not. */
export const mailLinkRoutes: RouteObject = {
  element: <PublicLayout guestsOnly={false} />,
  children: [
    { path: 'reset-password', element: <ResetPasswordScreen /> },
    { path: 'verify-email', element: <VerifyEmailScreen /> },
    { path: 'unsubscribe', element: <UnsubscribeScreen /> },
  ],
};
