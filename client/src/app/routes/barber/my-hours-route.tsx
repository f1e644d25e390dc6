import { BarberOwnWeek } from '@/features/barbers/components/barber-own-week';
import { MyHoursPage } from '@/features/my-week/components/my-hours-page';

/** «Mi horario» with the barbers feature's editors on the barber's own week (features do not import each other). */
export function MyHoursRoute() {
  return <MyHoursPage ownWeek={({ id, name }) => <BarberOwnWeek barberId={id} name={name} />} />;
}
