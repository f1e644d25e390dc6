import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Contraseña nueva con el enlace del correo.' })
export class ResetPasswordInput {
  @Field(() => String) token: string;
  @Field(() => String) password: string;
  @Field(() => String) confirmPassword: string;
}

@InputType({ description: 'Cambio de contraseña desde Mi Perfil.' })
export class ChangePasswordInput {
  @Field(() => String) currentPassword: string;
  @Field(() => String) password: string;
  @Field(() => String) confirmPassword: string;
}
