import { registerEnumType } from 'type-graphql';

/** Where a barber's account stands, as «Barberos» shows it. */
export enum BarberAccountState {
  NONE = 'none',
  INVITED = 'invited',
  ACTIVE = 'active',
}

registerEnumType(BarberAccountState, {
  name: 'BarberAccountState',
  description: 'NONE sin cuenta; INVITED invitación enviada (aún sin contraseña); ACTIVE con cuenta.',
});
