import { Icon } from '@/components/ui/icon';
import { NextClosures } from '@/components/ui/next-closures';
import { WeeklyHours } from '@/components/ui/weekly-hours';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';

const ScheduleCardFragment = graphql(`
  fragment ScheduleCard_config on PublicConfig {
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
`);

/**
 * SPEC §9 opening hours, next to the booking form, with the step of the shop's grid of start times, each day's
 * breaks and the next closures (issue 31).
 */
export function ScheduleCard({
  config: configRef,
  step,
}: {
  config?: FragmentType<typeof ScheduleCardFragment> | null;
  step: number;
}) {
  const config = getFragmentData(ScheduleCardFragment, configRef);
  return (
    <section className="card panel booking-card" aria-labelledby="schedule-card-title">
      <h2 id="schedule-card-title" className="booking-card__title">
        <Icon name="clock" size={20} />
        Horario de atención
      </h2>
      <WeeklyHours days={config?.openingHours} breaks={config?.breaks} />
      <p className="booking-card__note">{`Las citas se reservan cada ${step} minutos dentro de este horario.`}</p>
      <NextClosures closures={config?.nextClosures} headingId="schedule-closures-title" />
    </section>
  );
}
