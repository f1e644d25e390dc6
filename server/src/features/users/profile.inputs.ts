import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Los datos que un usuario cambia de su perfil.' })
export class ProfileInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true, description: 'Vacío lo quita.' }) phone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'La contraseña actual: solo hace falta cuando cambia el email.',
  })
  currentPassword?: string | null;
}
