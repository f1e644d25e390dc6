import type { RouteObject } from 'react-router-dom';
import { ForgotPasswordNotice } from '@/features/auth/components/forgot-password-notice';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { PublicLayout } from './public-layout';

export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { path: 'login', element: <LoginScreen /> },
    { path: 'register', element: <RegisterScreen /> },
    { path: 'forgot-password', element: <ForgotPasswordNotice /> },
  ],
};
