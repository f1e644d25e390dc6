import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { Role } from '../../domain/role';
import type { ExportService } from './export.service';
import { CLIENT_CANCELLED_LABEL } from '../../../../common/client-cancellation';

@Resolver()
export class ExportResolver {
  constructor(private readonly service: ExportService) {}

  @Auth(Role.ADMIN)
  @Query(() => String, {
    description:
      'Las citas de from a to (YYYY-MM-DD, incluidos, hasta 366 días) como CSV: UTF-8 con BOM, cabeceras en español, horas de la barbería.',
  })
  appointmentsCsv(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('includeClientCancellations', () => Boolean, {
      nullable: true,
      description: `Con true, también las citas que el cliente canceló esos días, con el estado «${CLIENT_CANCELLED_LABEL}».`,
    })
    includeClientCancellations: boolean | null,
    @Ctx() { viewer }: Context,
  ): Promise<string> {
    return this.service.appointmentsCsv(from, to, viewer!, includeClientCancellations ?? false);
  }

  @Auth(Role.ADMIN)
  @Query(() => String, { description: 'Los clientes con su actividad como CSV (UTF-8 con BOM, cabeceras en español).' })
  clientsCsv(@Ctx() { viewer }: Context): Promise<string> {
    return this.service.clientsCsv(viewer!);
  }
}
