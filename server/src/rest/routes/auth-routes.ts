import { restUser } from '../records';
import { bodyOf, optionalText, text } from '../request-values';
import type { RouteSpec } from '../route';
import { envelope, nullable, object, ref, requestBody, str } from '../schema-builders';

export const USER_FIELDS = 'id name email phone role isVerified createdAt updatedAt';

export const authMessages = {
  registered: 'Usuario registrado exitosamente',
  loggedIn: 'Inicio de sesión exitoso',
} as const;

const userData = object({ user: ref('User') });

export const authRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Crea una cuenta de cliente',
    audience: ['public'],
    rateLimited: true,
    requestBody: requestBody(
      { name: str(), email: str(), phone: nullable(str()), password: str(), confirmPassword: str() },
      ['name', 'email', 'password', 'confirmPassword'],
    ),
    response: { status: 201, description: 'Cuenta creada', schema: envelope({ message: true, data: userData }) },
    extraFailures: [409],
    operation: {
      document: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
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
      wrap: (data) => ({ message: authMessages.registered, data: { user: restUser(data.register) } }),
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
    requestBody: requestBody({ email: str(), password: str() }, ['email', 'password']),
    response: {
      status: 200,
      description: 'Sesión iniciada',
      schema: envelope({ message: true, token: true, data: userData }),
    },
    operation: {
      document: `mutation RestLogin($email: String!, $password: String!) {
        login(email: $email, password: $password) { token user { ${USER_FIELDS} } }
      }`,
      variables: (req) => ({ email: text(bodyOf(req).email), password: text(bodyOf(req).password) }),
      wrap: (data) => ({
        message: authMessages.loggedIn,
        token: data.login.token,
        data: { user: restUser(data.login.user) },
      }),
    },
  },
  {
    method: 'get',
    path: '/auth/user',
    tag: 'auth',
    summary: 'El usuario de la sesión',
    audience: ['signed-in'],
    response: { status: 200, description: 'El usuario', schema: envelope({ data: userData }) },
    operation: {
      document: `query RestCurrentUser { me { ${USER_FIELDS} } }`,
      wrap: (data) => ({ data: { user: restUser(data.me) } }),
    },
  },
];
