import { loginSchema, registerSchema } from '../../../../common/validation/auth';
import { optionalText, text } from '../request-values';
import { bodyFields, bodyInput } from '../route-builders';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { auth } from './route-groups';

export const authRoutes: RouteSpec[] = [
  auth.post(
    '/auth/register',
    {
      summary: 'Crea una cuenta de cliente',
      audience: 'public',
      rateLimited: true,
      status: 201,
      answers: 'Cuenta creada',
      extraFailures: [409],
    },
    {
      document: `mutation RestRegister($input: RegisterInput!) { user: register(input: $input) { ...RestUser } }`,
      variables: bodyInput({
        name: text,
        email: text,
        phone: optionalText,
        password: text,
        confirmPassword: text,
      }),
      body: { rules: registerSchema },
      data: 'result',
      message: successMessages.registered,
    },
  ),
  auth.post(
    '/auth/login',
    {
      summary: 'Inicia sesión y devuelve el token',
      description: 'Un email desconocido y una contraseña incorrecta responden igual: 400 "Credenciales inválidas".',
      audience: 'public',
      rateLimited: true,
      answers: 'Sesión iniciada',
    },
    {
      document: `mutation RestLogin($email: String!, $password: String!) {
        login(email: $email, password: $password) { token user { ...RestUser } }
      }`,
      variables: bodyFields({ email: text, password: text }),
      body: { rules: loginSchema },
      data: { field: 'login' },
      token: 'token',
      message: successMessages.loggedIn,
    },
  ),
  auth.get(
    '/auth/user',
    { summary: 'El usuario de la sesión', audience: 'signed-in', answers: 'El usuario' },
    { document: `query RestCurrentUser { user: me { ...RestUser } }`, data: 'result' },
  ),
];
