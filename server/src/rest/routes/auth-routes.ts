import { loginSchema, registerSchema } from '../../../../common/validation/auth';
import { bodyOf, optionalText, text } from '../request-values';
import type { RouteSpec } from '../route';

export const authMessages = {
  registered: 'Usuario registrado exitosamente',
  loggedIn: 'Inicio de sesión exitoso',
} as const;

export const authRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Crea una cuenta de cliente',
    audience: ['public'],
    rateLimited: true,
    response: { status: 201, description: 'Cuenta creada' },
    extraFailures: [409],
    operation: {
      document: `mutation RestRegister($input: RegisterInput!) { user: register(input: $input) { ...RestUser } }`,
      variables: (req) => {
        const body = bodyOf(req);
        return {
          input: {
            name: text(body.name),
            email: text(body.email),
            phone: optionalText(body.phone),
            password: text(body.password),
            confirmPassword: text(body.confirmPassword),
          },
        };
      },
      body: { rules: registerSchema },
      data: 'result',
      message: authMessages.registered,
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Inicia sesión y devuelve el token',
    description: 'Un email desconocido y una contraseña incorrecta responden igual: 400 "Credenciales inválidas".',
    audience: ['public'],
    rateLimited: true,
    response: { status: 200, description: 'Sesión iniciada' },
    operation: {
      document: `mutation RestLogin($email: String!, $password: String!) {
        login(email: $email, password: $password) { token user { ...RestUser } }
      }`,
      variables: (req) => ({ email: text(bodyOf(req).email), password: text(bodyOf(req).password) }),
      body: { rules: loginSchema },
      data: { field: 'login' },
      token: 'token',
      message: authMessages.loggedIn,
    },
  },
  {
    method: 'get',
    path: '/auth/user',
    tag: 'auth',
    summary: 'El usuario de la sesión',
    audience: ['signed-in'],
    response: { status: 200, description: 'El usuario' },
    operation: {
      document: `query RestCurrentUser { user: me { ...RestUser } }`,
      data: 'result',
    },
  },
];
