import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/query-fallback';
import { Screen } from '@/components/ui/screen';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { useCreateBarber } from '../api/use-create-barber';
import { BarberCard } from './barber-card';
import { BarberForm, type BarberFormValues } from './barber-form';
import './barbers.css';

const AdminBarbersQuery = graphql(`
  query AdminBarbers {
    adminBarbers {
      id
      color
      ...BarberCard_barber
    }
    cuts {
      id
      name
    }
  }
`);

const NEW_BARBER: Omit<BarberFormValues, 'color'> = { name: '', bio: '', cutIds: null, email: '' };
const TONES = ['green', 'blue', 'amber', 'violet', 'teal', 'rose'] as const;

/** Issue 32: the admin's «Barberos»: who cuts here, in the order clients see them. */
export function BarbersScreen() {
  const { data, error, loading, refetch } = useQuery(AdminBarbersQuery, { fetchPolicy: 'cache-and-network' });
  const create = useCreateBarber();
  const [adding, setAdding] = useState(false);
  const barbers = data?.adminBarbers ?? [];
  const cuts = data?.cuts ?? [];
  // The same first free tone the server would choose, so the preview matches.
  const freeTone = TONES.find((tone) => !barbers.some((b) => b.color === tone)) ?? TONES[barbers.length % TONES.length];

  const onCreate = async (values: BarberFormValues) =>
    (
      await create({
        input: {
          name: values.name,
          bio: values.bio || null,
          color: values.color,
          cutIds: values.cutIds,
          email: values.email.trim() || null,
        },
      })
    ).ok;

  let content;
  if (data) {
    content =
      barbers.length === 0 ? (
        <p className="barbers-empty">Aún no hay barberos. Agrega el primero.</p>
      ) : (
        <ul className="bare-list barbers-list">
          {barbers.map((barber, index) => (
            <BarberCard key={barber.id} barber={barber} cuts={cuts} position={index} count={barbers.length} />
          ))}
        </ul>
      );
  } else if (loading) {
    content = <p role="status">Cargando barberos...</p>;
  } else {
    content = <LoadError error={error} refetch={refetch} errorTitle="Error al cargar los barberos" />;
  }

  return (
    <Screen
      className="barbers-page"
      title="Barberos"
      description="Quién atiende, en el orden en que lo ven los clientes: sus cortes, su horario y sus días libres."
      back={dashboardBack('admin')}
      badge={barbers.length ? `${barbers.length} ${barbers.length === 1 ? 'barbero' : 'barberos'}` : undefined}
      actions={
        adding ? undefined : (
          <Button icon="plus" onClick={() => setAdding(true)}>
            Agregar Barbero
          </Button>
        )
      }
    >
      {adding ? (
        <BarberForm
          title="Nuevo barbero"
          initial={{ ...NEW_BARBER, color: freeTone }}
          cuts={cuts}
          canInvite
          submitLabel="Agregar Barbero"
          onSubmit={onCreate}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {content}
    </Screen>
  );
}
