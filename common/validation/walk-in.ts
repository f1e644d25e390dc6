import * as yup from 'yup';
import { authMessages, PHONE_MAX, PHONE_PATTERN } from './auth';
import { appointmentFormSchema } from './appointment';
import { PERSON_NAME_LENGTH, personName } from './name-rules';
import { singleLine } from './plain-text';

export const walkInMessages = {
  whoRequired: 'Elige un cliente o escribe el nombre de quien viene sin cuenta',
  whoAmbiguous: 'La cita es para un cliente registrado o para alguien sin cuenta, no para ambos',
  nameRequired: 'El nombre del cliente es requerido',
  nameMin: authMessages.nameMin,
  nameMax: authMessages.nameMax,
  phoneInvalid: authMessages.phoneInvalid,
  clientNotFound: 'Cliente no encontrado',
  /** The barber's confirmation that the time may fall outside the hours, in a break or on a closed day (issue 31). */
  outsideHoursQuestion: 'Fuera del horario, ¿reservar igualmente?',
} as const;

/** The barber's booking is for a registered client (clientId) or for a name and phone without an account. */
export const walkInSchema = yup.object({
  walkInName: personName('walkInName', {
    required: walkInMessages.nameRequired,
    min: walkInMessages.nameMin,
    max: walkInMessages.nameMax,
  }),
  walkInPhone: singleLine('walkInPhone')
    .trim()
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional()
    .max(PHONE_MAX, walkInMessages.phoneInvalid)
    .matches(PHONE_PATTERN, { message: walkInMessages.phoneInvalid, excludeEmptyString: true }),
});
export type WalkInValues = yup.InferType<typeof walkInSchema>;

export type BookingFor = 'client' | 'walkIn';

const forWalkIn = (ctx: yup.TestContext) => ctx.parent.bookingFor === 'walkIn';

/** The calendar's "Nueva cita" form: the booking form, plus who it is for (the walk-in rules above, only for a walk-in). */
export function barberBookingFormSchema(today: string) {
  return appointmentFormSchema(today).shape({
    bookingFor: yup.mixed<BookingFor>().oneOf(['client', 'walkIn']).required(),
    clientId: yup
      .string()
      .default('')
      .test('chosen', walkInMessages.whoRequired, (value, ctx) => ctx.parent.bookingFor !== 'client' || !!value),
    walkInName: singleLine('walkInName')
      .trim()
      .default('')
      .test('required', walkInMessages.nameRequired, (value, ctx) => !forWalkIn(ctx) || !!value)
      .test(
        'min',
        walkInMessages.nameMin,
        (value, ctx) => !forWalkIn(ctx) || !value || value.length >= PERSON_NAME_LENGTH.min,
      )
      .test(
        'max',
        walkInMessages.nameMax,
        (value, ctx) => !forWalkIn(ctx) || !value || value.length <= PERSON_NAME_LENGTH.max,
      ),
    walkInPhone: singleLine('walkInPhone')
      .trim()
      .default('')
      .test(
        'phone',
        walkInMessages.phoneInvalid,
        (value, ctx) => !forWalkIn(ctx) || !value || (value.length <= PHONE_MAX && PHONE_PATTERN.test(value)),
      ),
  });
}
export type BarberBookingFormValues = yup.InferType<ReturnType<typeof barberBookingFormSchema>>;
