import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import type { AppointmentQueries } from '../appointments/appointment-queries.service';
import { Role } from '../../domain/role';
import { User } from '../users/user.entity';
import { MailSettings } from './mail-settings.entity';
import { MailPreferencesInput, MailSettingsInput } from './mail.inputs';
import type { MailService } from './mail.service';

@Resolver()
export class MailResolver {
  constructor(
    private readonly mail: MailService,
    private readonly appointments: AppointmentQueries,
  ) {}

  @Auth(Role.ADMIN)
  @Query(() => MailSettings, { description: 'Recordatorios y avisos al barbero.' })
  mailSettings(): Promise<MailSettings> {
    return this.mail.settings();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => MailSettings, { description: 'Cambia los ajustes de correo del negocio.' })
  updateMailSettings(@Arg('input', () => MailSettingsInput) input: MailSettingsInput): Promise<MailSettings> {
    return this.mail.updateSettings(input);
  }

  @Auth(Role.ADMIN)
  @Query(() => Int, {
    description: 'Correos con problemas: rechazados al menos una vez, abandonados o en cola hace más de 5 minutos.',
  })
  unsentMails(): Promise<number> {
    return this.mail.unsentCount();
  }

  @Auth()
  @Mutation(() => User, { description: 'Qué correos recibe el usuario de la sesión.' })
  updateMailPreferences(
    @Ctx() { viewer }: Context,
    @Arg('input', () => MailPreferencesInput) input: MailPreferencesInput,
  ): Promise<User> {
    return this.mail.updatePreferences(viewer!, input);
  }

  @Public()
  @Mutation(() => String, {
    description:
      'Deja de enviar correos de citas y recordatorios (enlace de cada correo); con rebookOnly, solo los «Recordatorios para volver».',
  })
  unsubscribe(
    @Arg('token', () => String) token: string,
    @Arg('rebookOnly', () => Boolean, { nullable: true, defaultValue: false }) rebookOnly: boolean,
  ): Promise<string> {
    return this.mail.unsubscribe(token, rebookOnly);
  }

  @Auth()
  @Query(() => String, { description: 'La cita como archivo de calendario (.ics).' })
  async appointmentCalendarFile(@Ctx() { viewer }: Context, @Arg('id', () => ID) id: string): Promise<string> {
    return this.mail.calendarFile(await this.appointments.get(viewer!, id));
  }
}
