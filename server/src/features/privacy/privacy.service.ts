import type { DataSource } from 'typeorm';
import { deleteAccountSchema } from '../../../../common/validation/account';
import type { Viewer } from '../../domain/viewer';
import { badInput, unauthenticated, validate } from '../../domain/errors';
import type { AppointmentQueries } from '../appointments/appointment-queries.service';
import { clientCancellationsOf } from '../appointments/client-cancellation-record';
import type { AuthAttemptLimiter } from '../auth/attempt-limiter';
import { verifyPassword } from '../auth/password';
import type { ClientNotesService } from '../clients/client-notes.service';
import type { ClientService } from '../clients/clients.service';
import { Role } from '../../domain/role';
import { User } from '../users/user.entity';
import { devicesOf } from '../push/push-subscriptions';
import { waitlistOf } from '../waitlist/waitlist.service';
import type { MyData } from './my-data.type';

export const privacyMessages = {
  wrongPassword: 'La contraseña no es correcta',
  adminCannotDelete: 'La cuenta del administrador no se puede eliminar desde aquí',
  barberCannotDelete: 'La cuenta de un barbero la da de baja el administrador',
} as const;

/** The client's own data: a copy of all of it, and erasure of the account. */
export class PrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly appointments: AppointmentQueries,
    private readonly clients: ClientService,
    private readonly clientNotes: ClientNotesService,
    private readonly attempts: AuthAttemptLimiter,
  ) {}

  async export(viewer: Viewer): Promise<MyData> {
    const profile = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    if (!profile) throw unauthenticated();
    return {
      exportedAt: new Date(),
      profile,
      appointments: await this.appointments.mine(viewer, true),
      cancellations: await clientCancellationsOf(this.dataSource.manager, viewer.id),
      // What the barber wrote about them is theirs to read here, though no screen of theirs shows it.
      barberNotes: viewer.role === Role.CLIENT ? (await this.clientNotes.read(viewer.id)).notes || null : null,
      waitlist: await waitlistOf(this.dataSource.manager, viewer.id),
      pushDevices: await devicesOf(this.dataSource.manager, viewer.id),
    };
  }

  /**
   * Erases the signed-in client's account after checking their password, by the same rule as the admin's
   * deletion: pending and confirmed appointments are freed, the others stay without a client. Wrong
   * passwords count as failed sign-ins: a stolen session cannot guess the password here without limit.
   */
  async deleteOwnAccount(viewer: Viewer, password: string, clientIp: string | null): Promise<boolean> {
    if (viewer.role === Role.BARBER) throw badInput(privacyMessages.barberCannotDelete);
    if (viewer.role !== Role.CLIENT) throw badInput(privacyMessages.adminCannotDelete);
    const values = await validate(deleteAccountSchema, { password });
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: viewer.id })
      .getOne();
    if (!user) throw unauthenticated();
    const right = await this.attempts.checkPassword(clientIp, user.email, () =>
      verifyPassword(user.passwordHash, values.password),
    );
    if (!right) throw badInput(privacyMessages.wrongPassword);
    await this.clients.delete(viewer.id);
    return true;
  }
}
