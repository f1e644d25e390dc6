import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Alta de un barbero; con `email` se le crea la cuenta y se le envía la invitación.' })
export class CreateBarberInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true, description: 'Presentación breve (hasta 300 caracteres).' })
  bio?: string | null;
  @Field(() => String, { nullable: true, description: 'Se le crea una cuenta de barbero y se le invita por correo.' })
  email?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Los cortes que hace; sin ellos (o null), todos.' })
  cutIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'green, blue, amber, violet, teal o rose; sin él, uno libre.' })
  color?: string | null;
}

@InputType({ description: 'Cambios de un barbero; lo que no se envía queda como está.' })
export class UpdateBarberInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Los cortes que hace; null: todos (también los nuevos).' })
  cutIds?: string[] | null;
  @Field(() => String, { nullable: true }) color?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'false lo desactiva: se niega (409) mientras tenga citas por venir o sea el único activo.',
  })
  active?: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Su puesto en la lista (0 el primero); los demás se corren para dejarle sitio.',
  })
  order?: number | null;
}

@InputType({ description: 'Días libres de un barbero: uno (`startDate`) o varios, con una nota opcional.' })
export class BarberTimeOffInput {
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; vacío, un solo día.' }) endDate?: string | null;
  @Field(() => String, { nullable: true, description: '«Vacaciones», «Curso»… (hasta 100 caracteres).' })
  note?: string | null;
}
