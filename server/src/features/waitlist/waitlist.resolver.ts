import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { Role } from '../../domain/role';
import { Topic } from '../../events/pubsub';
import { Cut } from '../cuts/cut.entity';
import { User } from '../users/user.entity';
import { WaitlistChange, WaitlistEntry, type WaitlistChangedEvent } from './waitlist-entry.type';
import { WaitlistInput } from './waitlist.inputs';
import { WaitlistService } from './waitlist.service';

/** Issue 33: «Lista de espera». Clients join and leave their own; the admin sees each day's and offers times. */
@Resolver(() => WaitlistEntry)
export class WaitlistResolver {
  constructor(private readonly service: WaitlistService) {}

  @Auth(Role.CLIENT)
  @Query(() => [WaitlistEntry], { description: 'Las listas de espera en las que está el cliente, por día.' })
  myWaitlist(@Ctx() { viewer }: Context): Promise<WaitlistEntry[]> {
    return this.service.mine(viewer!);
  }

  @Auth(Role.ADMIN)
  @Query(() => [WaitlistEntry], { description: 'Quién espera un día (YYYY-MM-DD), por orden de llegada.' })
  waitlist(@Arg('date', () => String) date: string): Promise<WaitlistEntry[]> {
    return this.service.ofDay(date);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => WaitlistEntry, {
    description:
      'Apunta al cliente a la lista de espera de un día sin horas libres para ese corte (y barbero, y franja). BAD_USER_INPUT: día pasado, cerrado o más allá del horizonte; CONFLICT: ya está en la de ese día, ya está en 5, o aún hay horas libres.',
  })
  joinWaitlist(@Arg('input', () => WaitlistInput) input: WaitlistInput, @Ctx() { viewer }: Context) {
    return this.service.join(viewer!, input);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => ID, { description: 'Saca al cliente de una de sus listas de espera. Devuelve su id.' })
  leaveWaitlist(@Arg('id', () => ID) id: string, @Ctx() { viewer }: Context): Promise<string> {
    return this.service.leave(viewer!, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => WaitlistEntry, {
    description:
      'Ofrece una hora libre (HH:MM) a una persona de la lista: le llega el mismo correo que cuando se libera un hueco. CONFLICT si esa hora no le sirve ahora.',
  })
  offerWaitlistTime(@Arg('id', () => ID) id: string, @Arg('time', () => String) time: string) {
    return this.service.offer(id, time);
  }

  @Auth(Role.ADMIN)
  @Subscription(() => WaitlistChange, {
    topics: Topic.WaitlistChanged,
    filter: ({ context }) => (context as Context).viewer?.role === Role.ADMIN,
    description: 'La lista de espera de un día cambió (alguien entró o salió): el día y cuántos esperan.',
  })
  async waitlistChanged(@Root() event: WaitlistChangedEvent): Promise<WaitlistChange> {
    return { date: event.date, count: await this.service.count(event.date) };
  }

  @FieldResolver(() => Cut, { nullable: true })
  cut(@Root() entry: WaitlistEntry, @Ctx() { loaders }: Context): Promise<Cut | null> {
    return loaders.cut.load(entry.cutId);
  }

  // Only the admin's list asks who waits; a client's own entries are theirs.
  @Auth(Role.ADMIN)
  @FieldResolver(() => User, { nullable: true, description: 'Quién espera (solo el administrador).' })
  client(@Root() entry: WaitlistEntry, @Ctx() { loaders }: Context): Promise<User | null> {
    return loaders.user.load(entry.clientId);
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => [String], {
    description: 'Las horas (HH:MM) que se le pueden ofrecer ahora: las que podría reservar dentro de su franja.',
  })
  freeTimes(@Root() entry: WaitlistEntry): Promise<string[]> {
    return this.service.freeTimes(entry);
  }
}
