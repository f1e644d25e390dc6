import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'Un cliente con su actividad, para la lista del administrador; un barbero ve sus datos de contacto.',
  simpleResolvers: true,
})
export class ClientRecord {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Boolean) isVerified: boolean;
  // The figures are fields of ClientRecordResolver: the admin's only (issue 32).
  completedAppointments: number;
  noShowAppointments: number;
  totalSpent: number;
  @Field(() => Date, { description: 'Fecha de registro.' }) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}
