import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AppointmentStatus } from './appointment-status';

@ObjectType({
  description:
    'Una cita que el cliente canceló: lo que queda de ella para las estadísticas (sin la nota), por su día y hora.',
  simpleResolvers: true,
})
export class ClientCancellation {
  @Field(() => ID, { description: 'El id que tenía la cita.' }) appointmentId: string;
  @Field(() => String) cutType: string;
  @Field(() => Float) price: number;
  @Field(() => Int) duration: number;
  @Field(() => String, { description: 'YYYY-MM-DD, día de la barbería.' }) date: string;
  @Field(() => String, { description: 'HH:MM, hora de la barbería.' }) time: string;
  @Field(() => AppointmentStatus, { description: 'El estado que tenía al cancelarla: PENDING o CONFIRMED.' })
  status: AppointmentStatus;
  @Field(() => Date) bookedAt: Date;
  @Field(() => Date) cancelledAt: Date;
}
