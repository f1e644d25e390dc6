import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import { BusinessConfig } from './business-config.entity';
import { BusinessConfigInput } from './business-config.inputs';
import { BusinessConfigService } from './business-config.service';
import { PublicConfig } from './public-config.type';

@Resolver()
export class BusinessConfigResolver {
  constructor(private readonly service: BusinessConfigService) {}

  @Auth(Role.ADMIN)
  @Query(() => BusinessConfig, { nullable: true, description: 'Los datos del negocio; nulo hasta que se guardan.' })
  businessConfig(): Promise<BusinessConfig | null> {
    return this.service.get();
  }

  @Public()
  @Query(() => PublicConfig, { description: 'Contacto y horario de la barbería, para cualquiera.' })
  publicConfig(): Promise<PublicConfig> {
    return this.service.publicConfig();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BusinessConfig, { description: 'Guarda los datos del negocio.' })
  updateBusinessConfig(@Arg('input', () => BusinessConfigInput) input: BusinessConfigInput): Promise<BusinessConfig> {
    return this.service.update(input);
  }
}
