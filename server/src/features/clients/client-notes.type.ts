import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'La nota privada del administrador sobre un cliente (issue 33); el cliente no la ve en la aplicación.',
  simpleResolvers: true,
})
export class ClientNotes {
  @Field(() => ID) clientId: string;
  @Field(() => String, { description: 'Hasta 1000 caracteres; vacía cuando no hay nota.' }) notes: string;
  @Field(() => Date, { nullable: true, description: 'Cuándo se escribió por última vez; null sin nota.' })
  updatedAt: Date | null;
}
