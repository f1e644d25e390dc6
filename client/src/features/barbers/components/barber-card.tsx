import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import type { BarberColor } from '@common/validation/barber';
import { useDeleteBarber } from '../api/use-delete-barber';
import { useInviteBarber } from '../api/use-invite-barber';
import { useUpdateBarber } from '../api/use-update-barber';
import { BarberAvatar } from './barber-avatar';
import { BarberBreaksPanel } from './barber-breaks-panel';
import { BarberForm, type BarberFormValues } from './barber-form';
import { BarberHoursPanel } from './barber-hours-panel';
import { BarberTimeOffPanel } from './barber-time-off-panel';

const BarberCardFragment = graphql(`
  fragment BarberCard_barber on Barber {
    id
    name
    bio
    color
    active
    order
    cutIds
    accountState
    email
  }
`);

const ACCOUNT_LABELS = { NONE: 'Sin cuenta', INVITED: 'Invitación enviada', ACTIVE: 'Con cuenta' } as const;
type Panel = 'edit' | 'hours' | 'breaks' | 'timeOff' | null;

type BarberCardProps = {
  barber: FragmentType<typeof BarberCardFragment>;
  cuts: readonly { id: string; name: string }[];
  position: number;
  count: number;
};

/** One barber of «Barberos»: who they are, what they cut, their account; order, edit, week, deactivate, delete. */
export function BarberCard({ barber: barberRef, cuts, position, count }: BarberCardProps) {
  const barber = getFragmentData(BarberCardFragment, barberRef);
  const [panel, setPanel] = useState<Panel>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateBarber();
  const move = useUpdateBarber('Orden guardado');
  const remove = useDeleteBarber();
  const invite = useInviteBarber();
  const confirm = useConfirm();
  const headingId = `barber-${barber.id}-name`;
  const everyCut = cuts.length > 0 && cuts.every((cut) => barber.cutIds.includes(cut.id));
  const cutNames = everyCut
    ? 'Todos los cortes'
    : cuts
        .filter((cut) => barber.cutIds.includes(cut.id))
        .map((cut) => cut.name)
        .join(', ') || 'Ningún corte';

  const toggle = (next: Exclude<Panel, null>) => setPanel(panel === next ? null : next);
  const refused = (outcome: { ok: boolean; error?: unknown }) => {
    setRefusal(outcome.ok ? null : errorMessage(outcome.error, 'No se pudo guardar'));
    return outcome.ok;
  };

  const onMove = async (to: number) => {
    await move({ id: barber.id, input: { name: barber.name, order: to } });
  };

  const onActive = async () => {
    if (barber.active) {
      const ok = await confirm({
        title: `Desactivar a ${barber.name}`,
        message: 'Deja de recibir reservas y no se muestra a los clientes. Sus citas pasadas se conservan.',
        confirmLabel: 'Sí, desactivar',
        cancelLabel: 'Volver',
        tone: 'danger',
      });
      if (!ok) return;
    }
    refused(await update({ id: barber.id, input: { name: barber.name, active: !barber.active } }));
  };

  const onDelete = async () => {
    const ok = await confirm({
      title: `Eliminar a ${barber.name}`,
      message: 'Se borra con su cuenta. Sus citas pasadas conservan su nombre. No se puede deshacer.',
      confirmLabel: 'Sí, eliminar',
      cancelLabel: 'Volver',
      tone: 'danger',
    });
    if (ok) refused(await remove({ id: barber.id }));
  };

  const onEdit = async (values: BarberFormValues) => {
    const saved = await update({
      id: barber.id,
      input: { name: values.name, bio: values.bio || null, color: values.color, cutIds: values.cutIds },
    });
    if (!saved.ok) return false;
    if (values.email.trim()) return (await invite({ id: barber.id, email: values.email.trim() })).ok;
    return true;
  };

  const panelButton = (key: Exclude<Panel, null | 'edit'>, label: string) => (
    <Button
      variant="secondary"
      aria-expanded={panel === key}
      aria-controls={`${barber.id}-${key}`}
      onClick={() => toggle(key)}
    >
      {label}
      <span className="visually-hidden">{` de ${barber.name}`}</span>
    </Button>
  );

  return (
    <li className="barber-card card" aria-labelledby={headingId} data-inactive={!barber.active || undefined}>
      <div className="barber-card__header">
        <BarberAvatar name={barber.name} color={barber.color} />
        <div className="barber-card__who">
          <h2 id={headingId} className="barber-card__name">
            {barber.name}
            {barber.active ? null : <span className="barber-card__badge">Inactivo</span>}
          </h2>
          {barber.bio ? <p className="barber-card__bio">{barber.bio}</p> : null}
          <p className="barber-card__meta">
            <span>{cutNames}</span>
            <span className={`barber-card__account barber-card__account--${barber.accountState.toLowerCase()}`}>
              {ACCOUNT_LABELS[barber.accountState]}
              {barber.email ? ` · ${barber.email}` : ''}
            </span>
          </p>
        </div>
        <div className="barber-card__order" role="group" aria-label={`Orden de ${barber.name}`}>
          <Button variant="ghost" disabled={position === 0} onClick={() => onMove(position - 1)}>
            Subir<span className="visually-hidden">{` a ${barber.name}`}</span>
          </Button>
          <Button variant="ghost" disabled={position === count - 1} onClick={() => onMove(position + 1)}>
            Bajar<span className="visually-hidden">{` a ${barber.name}`}</span>
          </Button>
        </div>
      </div>

      {refusal ? (
        <p className="barber-card__refusal" role="alert">
          {refusal}
        </p>
      ) : null}

      <div className="barber-card__actions">
        <Button variant="secondary" icon="edit" aria-expanded={panel === 'edit'} onClick={() => toggle('edit')}>
          Editar<span className="visually-hidden">{` a ${barber.name}`}</span>
        </Button>
        {panelButton('hours', 'Horario')}
        {panelButton('breaks', 'Descansos')}
        {panelButton('timeOff', 'Días libres')}
        <Button variant="ghost" onClick={onActive}>
          {barber.active ? 'Desactivar' : 'Activar'}
          <span className="visually-hidden">{` a ${barber.name}`}</span>
        </Button>
        <Button variant="ghost" icon="trash" className="barber-card__delete" onClick={onDelete}>
          Eliminar<span className="visually-hidden">{` a ${barber.name}`}</span>
        </Button>
      </div>

      {panel === 'edit' ? (
        <BarberForm
          title={`Editar a ${barber.name}`}
          initial={{
            name: barber.name,
            bio: barber.bio ?? '',
            color: barber.color as BarberColor,
            cutIds: everyCut ? null : barber.cutIds,
            email: '',
          }}
          cuts={cuts}
          canInvite={barber.accountState !== 'ACTIVE'}
          submitLabel="Guardar Cambios"
          onSubmit={onEdit}
          onCancel={() => setPanel(null)}
        />
      ) : null}
      {panel === 'hours' ? (
        <section id={`${barber.id}-hours`} className="barber-panel" aria-label={`Horario de ${barber.name}`}>
          <BarberHoursPanel barberId={barber.id} name={barber.name} />
        </section>
      ) : null}
      {panel === 'breaks' ? (
        <section id={`${barber.id}-breaks`} className="barber-panel" aria-label={`Descansos de ${barber.name}`}>
          <BarberBreaksPanel barberId={barber.id} name={barber.name} />
        </section>
      ) : null}
      {panel === 'timeOff' ? (
        <section id={`${barber.id}-timeOff`} className="barber-panel" aria-label={`Días libres de ${barber.name}`}>
          <BarberTimeOffPanel barberId={barber.id} name={barber.name} />
        </section>
      ) : null}
    </li>
  );
}
