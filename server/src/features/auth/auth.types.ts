import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

@InputType({ description: 'Alta de cliente (SPEC §5).' })
export class RegisterInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String) password: string;
  @Field(() => String) confirmPassword: string;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, {
    description:
      'JWT (HS256) para la cabecera Authorization: Bearer; caduca a los 7 días si no se renueva (renewSession), y a los 30 del inicio de sesión en cualquier caso.',
  })
  token: string;
  @Field(() => User) user: User;
}
