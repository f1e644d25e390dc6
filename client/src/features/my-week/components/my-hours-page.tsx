import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { NextClosures } from '@/components/ui/next-closures';
import { loadTexts } from '@/components/ui/query-fallback';
import { QueryScreen } from '@/components/ui/query-screen';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import './my-hours-page.css';

const MyHoursQuery = graphql(`
  query MyHoursScreen {
    me {
      id
    }
    barbers {
      id
      name
      userId
    }
    publicConfig {
      openingHours {
        ...WeeklyHours_day
      }
      breaks {
        ...WeeklyHours_break
      }
      nextClosures {
        ...NextClosures_closure
      }
    }
  }
`);

export type OwnBarber = { id: string; name: string };

/**
 * Issue 32: a barber's «Mi horario». They edit their own hours, breaks and days off (`ownWeek`, given by the
 * route: the editors are the barbers feature's); the shop's week stays below, as it still bounds theirs.
 */
export function MyHoursPage({ ownWeek }: { ownWeek: (barber: OwnBarber) => ReactNode }) {
  const query = useQuery(MyHoursQuery, CACHED_THEN_FRESH);
  return (
    <QueryScreen
      query={query}
      texts={loadTexts('tu horario')}
      className="my-hours-page"
      title="Mi horario"
      description="Las horas en que recibes citas, tus descansos y tus días libres."
      back={dashboardBack('barber')}
    >
      {({ me, barbers, publicConfig }) => {
        const mine = barbers.find((barber) => barber.userId === me.id);
        return (
          <div className="my-hours-page__cards">
            {mine ? (
              ownWeek(mine)
            ) : (
              <p className="card panel" role="status">
                No figuras como barbero activo: el administrador puede activarte en «Barberos».
              </p>
            )}
            <section className="card panel" aria-labelledby="my-hours-title">
              <h2 id="my-hours-title">Horario de la barbería</h2>
              <WeeklyHours days={publicConfig.openingHours} breaks={publicConfig.breaks} />
              <NextClosures closures={publicConfig.nextClosures} headingId="my-hours-closures" />
              <p className="my-hours-page__note">
                Los días que la barbería cierra no recibes citas, tengas el horario que tengas.
              </p>
            </section>
          </div>
        );
      }}
    </QueryScreen>
  );
}
