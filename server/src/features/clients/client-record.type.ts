import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un cliente con su actividad, para la lista del administrador.', simpleResolvers: true })
export class ClientRecord {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Boolean) isVerified: boolean;
  @Field(() => Int, { description: 'Citas completadas.' }) completedAppointments: number;
  @Field(() => Int, { description: 'Citas confirmadas a las que no asistió.' }) noShowAppointments: number;
  @Field(() => Float, { description: 'Suma de los precios de sus citas completadas, en dólares.' }) totalSpent: number;
  @Field(() => Date, { description: 'Fecha de registro.' }) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}
