import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../domain/role';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { BarberAccountState } from './barber-account.type';
import type { BarberAdminService } from './barber-admin.service';
import { Barber } from './barber.entity';
import { CreateBarberInput, UpdateBarberInput } from './barber.inputs';
import type { BarberService } from './barber.service';

/** The admin's «Barberos» (issue 32, decision 0032). */
@Resolver(() => Barber)
export class BarberAdminResolver {
  constructor(
    private readonly barbers: BarberService,
    private readonly admin: BarberAdminService,
  ) {}

  @Auth(Role.ADMIN)
  @Query(() => [Barber], { description: 'Todos los barberos, también los inactivos, en su orden.' })
  adminBarbers(): Promise<Barber[]> {
    return this.barbers.all();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Barber, {
    description: 'Agrega un barbero (al final de la lista); con `email` le crea la cuenta y le envía la invitación.',
  })
  createBarber(@Arg('input', () => CreateBarberInput) input: CreateBarberInput): Promise<Barber> {
    return this.admin.create(input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Barber, {
    description:
      'Cambia un barbero; `order` lo pone en ese puesto de la lista. Desactivarlo se niega (409) con citas por venir o si es el único activo.',
  })
  updateBarber(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateBarberInput) input: UpdateBarberInput,
  ): Promise<Barber> {
    return this.admin.update(id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, {
    description:
      'Elimina un barbero y su cuenta; sus citas pasadas conservan su nombre. Se niega (409) con citas por venir, si es el único activo o si es el del administrador.',
  })
  deleteBarber(@Arg('id', () => ID) id: string): Promise<string> {
    return this.admin.delete(id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Barber, {
    description: 'Crea la cuenta de un barbero que no tiene y le envía la invitación (o la reenvía si no la usó).',
  })
  inviteBarber(@Arg('id', () => ID) id: string, @Arg('email', () => String) email: string): Promise<Barber> {
    return this.admin.invite(id, email);
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => BarberAccountState, { description: 'Si tiene cuenta, si está invitado o si no tiene.' })
  async accountState(@Root() barber: Barber, @Ctx() { dataSource }: Context): Promise<BarberAccountState> {
    const account = await this.accountOf(barber, dataSource);
    if (!account) return BarberAccountState.NONE;
    return account.pending ? BarberAccountState.INVITED : BarberAccountState.ACTIVE;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => String, { nullable: true, description: 'El email de su cuenta, si tiene.' })
  async email(@Root() barber: Barber, @Ctx() { dataSource }: Context): Promise<string | null> {
    return (await this.accountOf(barber, dataSource))?.email ?? null;
  }

  private async accountOf(barber: Barber, dataSource: Context['dataSource']) {
    if (!barber.userId) return null;
    const [row] = (await dataSource.query(`SELECT email, password_hash IS NULL AS pending FROM users WHERE id = $1`, [
      barber.userId,
    ])) as { email: string; pending: boolean }[];
    return row ?? null;
  }
}
