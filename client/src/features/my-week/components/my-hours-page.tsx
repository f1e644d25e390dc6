import { useQuery } from '@apollo/client/react';
import { NextClosures } from '@/components/ui/next-closures';
import { loadTexts } from '@/components/ui/query-fallback';
import { QueryScreen } from '@/components/ui/query-screen';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';

const MyHoursQuery = graphql(`
  query MyHoursScreen {
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

/**
 * Issue 32: a barber's «Mi horario». Until the admin gives them hours of their own, a barber works the shop's
 * week, its breaks and its closures, which this page shows; their own hours, breaks and days off are edited
 * with the barbers' screen (decision 0033).
 */
export function MyHoursPage() {
  const query = useQuery(MyHoursQuery, CACHED_THEN_FRESH);
  return (
    <QueryScreen
      query={query}
      texts={loadTexts('tu horario')}
      className="my-hours-page"
      title="Mi horario"
      description="Las horas en que recibes citas: las de la barbería mientras no tengas un horario propio."
      back={dashboardBack('barber')}
    >
      {({ publicConfig }) => (
        <section className="card panel" aria-labelledby="my-hours-title">
          <h2 id="my-hours-title">Horario de la barbería</h2>
          <WeeklyHours days={publicConfig.openingHours} breaks={publicConfig.breaks} />
          <NextClosures closures={publicConfig.nextClosures} headingId="my-hours-closures" />
          <p className="my-hours-page__note">
            Tu horario propio, tus descansos y tus días libres los ajustas con el administrador en «Barberos».
          </p>
        </section>
      )}
    </QueryScreen>
  );
}
