import type { DataSource, EntityManager } from 'typeorm';
import { BARBER_COLORS, barberInviteSchema, barberMessages, barberSchema } from '../../../../common/validation/barber';
import { isUuid } from '../../db/uuid';
import { badInput, conflict, validate } from '../../domain/errors';
import { Role } from '../../domain/role';
import type { MailLinks } from '../mail/mail-links';
import { refuseWhileAppointmentsToCome } from './appointments-to-come';
import { auditBarber } from './barber-audit';
import { inviteBarberAccount } from './barber-invitation';
import { Barber } from './barber.entity';
import type { CreateBarberInput, UpdateBarberInput } from './barber.inputs';
import type { BarberService } from './barber.service';

/** The first tone no barber wears yet; when all six are worn, they go round again. */
export function nextColor(worn: readonly string[]): string {
  return BARBER_COLORS.find((color) => !worn.includes(color)) ?? BARBER_COLORS[worn.length % BARBER_COLORS.length];
}

/**
 * The admin's «Barberos» (issue 32, decision 0032): adding, editing, ordering, inviting and removing barbers.
 * A barber leaves (deactivated or deleted) only with no appointments still to come, and never the last active one.
 */
export class BarberAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly barbers: BarberService,
    private readonly links: MailLinks,
    private readonly now: () => Date,
  ) {}

  async create(input: CreateBarberInput): Promise<Barber> {
    const values = await validate(barberSchema, input);
    const email = input.email?.trim() ? (await validate(barberInviteSchema, { email: input.email })).email : null;
    return this.dataSource.transaction(async (tx) => {
      await lockBarbers(tx);
      const all = await tx.getRepository(Barber).find({ order: { order: 'ASC' } });
      const cutIdList = await this.cutIdsOrEvery(tx, input.cutIds);
      const saved = await tx.save(
        tx.create(Barber, {
          name: values.name,
          bio: values.bio || null,
          color: values.color ?? nextColor(all.map((b) => b.color)),
          cutIdList,
          order: all.length ? Math.max(...all.map((b) => b.order)) + 1 : 0,
          active: true,
        }),
      );
      const created = await tx.findOneByOrFail(Barber, { id: saved.id });
      await auditBarber(tx, null, created);
      if (email) await inviteBarberAccount(tx, this.links, created, email);
      return tx.findOneByOrFail(Barber, { id: saved.id });
    });
  }

  async update(id: string, input: UpdateBarberInput): Promise<Barber> {
    const values = await validate(barberSchema, input);
    if (input.order != null && (!Number.isInteger(input.order) || input.order < 0)) {
      throw badInput(barberMessages.orderInvalid, [{ field: 'order', message: barberMessages.orderInvalid }]);
    }
    const barber = await this.barbers.get(id);
    return this.dataSource.transaction(async (tx) => {
      await lockBarbers(tx);
      const before = await tx.findOneByOrFail(Barber, { id: barber.id });
      if (input.active === false && before.active) await this.refuseLeaving(tx, before);
      await tx.update(
        Barber,
        { id: before.id },
        {
          name: values.name,
          ...(input.bio === undefined ? {} : { bio: values.bio || null }),
          ...(input.cutIds === undefined ? {} : { cutIdList: await this.cutIdsOrEvery(tx, input.cutIds) }),
          ...(values.color ? { color: values.color } : {}),
          ...(input.active == null ? {} : { active: input.active }),
        },
      );
      if (input.order != null) await moveTo(tx, before.id, input.order);
      const after = await tx.findOneByOrFail(Barber, { id: before.id });
      await auditBarber(tx, before, after);
      if (after.name !== before.name && after.userId) {
        // A barber's own account goes by the barber's name; the admin's account keeps the shop's settings.
        await tx.query(`UPDATE users SET name = $1 WHERE id = $2 AND role = $3`, [
          after.name,
          after.userId,
          Role.BARBER,
        ]);
      }
      return after;
    });
  }

  /**
   * Past appointments keep the barber's name (the reference becomes null); the barber's own account goes with
   * them, so it cannot sign in to an agenda that no longer exists. The admin's barber stays (only renamed).
   */
  async delete(id: string): Promise<string> {
    const barber = await this.barbers.get(id);
    await this.dataSource.transaction(async (tx) => {
      await lockBarbers(tx);
      const before = await tx.findOneBy(Barber, { id: barber.id });
      if (!before) return;
      const owner = before.userId
        ? ((await tx.query(`SELECT role FROM users WHERE id = $1`, [before.userId])) as { role: string }[])[0]
        : undefined;
      if (owner?.role === Role.ADMIN) throw conflict(barberMessages.ownerNotDeletable);
      await this.refuseLeaving(tx, before);
      await tx.delete(Barber, { id: before.id });
      if (before.userId) await tx.query(`DELETE FROM users WHERE id = $1 AND role = $2`, [before.userId, Role.BARBER]);
      await auditBarber(tx, before, null);
      await renumber(tx);
    });
    return barber.id;
  }

  /** An account and its invitation for a barber who has none (or whose invitation was never used). */
  async invite(id: string, rawEmail: string): Promise<Barber> {
    const { email } = await validate(barberInviteSchema, { email: rawEmail });
    const barber = await this.barbers.get(id);
    return this.dataSource.transaction(async (tx) => {
      await lockBarbers(tx);
      const current = await tx.findOneByOrFail(Barber, { id: barber.id });
      if (current.userId) {
        // An unused invitation is replaced: its account has no password and nothing of its own yet.
        const [account] = (await tx.query(`SELECT password_hash IS NULL AS pending FROM users WHERE id = $1`, [
          current.userId,
        ])) as { pending: boolean }[];
        if (!account?.pending) throw conflict(barberMessages.hasAccount);
        await tx.update(Barber, { id: current.id }, { userId: null });
        await tx.query(`DELETE FROM users WHERE id = $1 AND password_hash IS NULL`, [current.userId]);
      }
      await inviteBarberAccount(tx, this.links, current, email);
      return tx.findOneByOrFail(Barber, { id: current.id });
    });
  }

  /** The last active barber stays (a shop needs one); one with appointments still to come stays until they move. */
  private async refuseLeaving(tx: EntityManager, barber: Barber): Promise<void> {
    if (barber.active) {
      const others = await tx.getRepository(Barber).countBy({ active: true });
      if (others <= 1) throw conflict(barberMessages.lastActive);
    }
    await refuseWhileAppointmentsToCome(tx, barber, this.now());
  }

  /** The chosen cuts, each one in the catalogue; none given (null or absent), every cut. */
  private async cutIdsOrEvery(tx: EntityManager, cutIds: readonly string[] | null | undefined) {
    if (cutIds == null) return null;
    const unique = [...new Set(cutIds)];
    if (unique.some((cutId) => !isUuid(cutId))) throw badInput(barberMessages.cutUnknown);
    const [{ known }] = (await tx.query(`SELECT count(*)::int AS known FROM cuts WHERE id = ANY($1::uuid[])`, [
      unique,
    ])) as { known: number }[];
    if (known !== unique.length) throw badInput(barberMessages.cutUnknown);
    return unique;
  }
}

// Changes to the list (who is active, the order) one at a time, so two admins' clicks cannot leave the shop
// without an active barber or with two barbers in one place.
const lockBarbers = (tx: EntityManager) => tx.query(`SELECT pg_advisory_xact_lock(hashtext('barbers-admin'))`);

/** Puts the barber at `position` (0 first; beyond the end, last) and numbers everyone 0, 1, 2… */
async function moveTo(tx: EntityManager, barberId: string, position: number): Promise<void> {
  const ids = await orderedIds(tx);
  const rest = ids.filter((id) => id !== barberId);
  rest.splice(Math.min(position, rest.length), 0, barberId);
  await writeOrder(tx, rest);
}

const renumber = async (tx: EntityManager) => writeOrder(tx, await orderedIds(tx));

async function orderedIds(tx: EntityManager): Promise<string[]> {
  const rows = (await tx.query(`SELECT id FROM barbers ORDER BY display_order, created_at, id`)) as { id: string }[];
  return rows.map((row) => row.id);
}

const writeOrder = (tx: EntityManager, ids: string[]) =>
  tx.query(
    `UPDATE barbers b SET display_order = o.position - 1
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position)
      WHERE b.id = o.id AND b.display_order <> o.position - 1`,
    [ids],
  );
