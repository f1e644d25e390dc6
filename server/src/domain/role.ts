import { registerEnumType } from 'type-graphql';

export enum Role {
  ADMIN = 'admin',
  CLIENT = 'client',
  BARBER = 'barber',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Rol del usuario: cliente, administrador (el dueño) o barbero (su agenda).',
});
