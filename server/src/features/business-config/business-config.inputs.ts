import { Field, InputType } from 'type-graphql';
import { OpeningHoursInput } from './opening-hours.types';

@InputType({ description: 'Datos del negocio (SPEC §5).' })
export class BusinessConfigInput {
  @Field(() => String) businessName: string;
  @Field(() => String) adminName: string;
  @Field(() => String) phone: string;
  @Field(() => String) address: string;
  @Field(() => String) email: string;

  @Field(() => String, { nullable: true, description: 'Usuario, con o sin @; vacío lo quita.' })
  instagram?: string | null;

  @Field(() => [OpeningHoursInput], {
    nullable: true,
    description: 'Los 7 días; si se omite, se conserva el horario actual.',
  })
  openingHours?: OpeningHoursInput[] | null;
}
