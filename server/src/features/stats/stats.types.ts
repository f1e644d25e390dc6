import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Appointment } from '../appointments/appointment.entity';
import { Cut } from '../cuts/cut.entity';

@ObjectType({ description: 'Un servicio con sus ventas: citas completadas y lo que dejaron.' })
export class ServiceStat {
  @Field(() => String, { description: 'Nombre del corte al reservar.' }) name: string;
  @Field(() => Int) count: number;
  @Field(() => Float) earnings: number;
}

const BY_BARBER =
  'Por barbero (issue 32), activos primero en su orden; los ya borrados con citas en esos días, por el nombre que tenían (barberId null). Un barbero recibe solo las suyas.';

@ObjectType({ description: 'Las cifras de un barbero en unos días (decisión 0035).' })
export class BarberStat {
  @Field(() => ID, { nullable: true, description: 'Null: un barbero ya borrado, agrupado por su nombre.' })
  barberId: string | null;

  @Field(() => String, { description: 'Su nombre (el de las citas, si ya no existe).' }) name: string;

  @Field(() => String, { nullable: true, description: 'Su tono (green, blue…); null si ya no existe.' })
  color: string | null;

  @Field(() => Int, { description: 'Citas completadas.' }) completed: number;

  @Field(() => Float, { description: 'Lo cobrado en esas citas completadas (los precios al reservar).' })
  earnings: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'No asistió sobre completadas más no asistió, en porcentaje con 1 decimal; null si no hay ninguna de las dos.',
  })
  noShowRate: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Minutos reservados (citas pendientes, confirmadas, completadas y no asistió) sobre sus minutos abiertos (su horario menos descansos, cierres y días libres), en porcentaje con 1 decimal; null sin minutos abiertos.',
  })
  occupancy: number | null;
}

/** A client's cancellations and their share of what was booked, for the same days as the figures beside them. */
export interface ClientCancellationFigures {
  clientCancellations: number;
  cancellationRate: number;
}

const CLIENT_CANCELLATIONS =
  'Citas pendientes o confirmadas que el cliente canceló (ya no están en las listas), por el día de la cita. Reprogramar no cuenta.';
const CANCELLATION_RATE =
  'Cancelaciones de clientes sobre lo reservado para esos días (las citas que hay más las canceladas), en porcentaje con 1 decimal.';

@ObjectType({ description: 'Cifras de un período (semana o mes).' })
export class PeriodStats implements ClientCancellationFigures {
  @Field(() => String, { description: 'Primer día, YYYY-MM-DD.' }) from: string;
  @Field(() => String, { description: 'Último día, YYYY-MM-DD.' }) to: string;
  @Field(() => Int) totalAppointments: number;
  @Field(() => Int) completedAppointments: number;
  @Field(() => Float) totalEarnings: number;
  @Field(() => [ServiceStat], { description: 'Los 3 servicios más vendidos del período.' }) topServices: ServiceStat[];
  @Field(() => Int, { description: CLIENT_CANCELLATIONS }) clientCancellations: number;
  @Field(() => Float, { description: CANCELLATION_RATE }) cancellationRate: number;
  @Field(() => [BarberStat], { description: BY_BARBER }) byBarber: BarberStat[];

  @Field(() => Int, {
    nullable: true,
    description:
      'Volvieron tras el recordatorio: clientes con una cita de esos días reservada desde el enlace de «¿Toca corte?» en los 7 días siguientes a ese correo. Solo el administrador; null para un barbero.',
  })
  rebookReturns: number | null;
}

@ObjectType()
export class WeekdayCount {
  @Field(() => Int, { description: 'Día ISO: 1 lunes … 7 domingo.' }) weekday: number;
  @Field(() => Int) count: number;
}

@ObjectType()
export class TopClient {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => Int) completedAppointments: number;
  @Field(() => Float) totalSpent: number;
}

@ObjectType({
  description:
    'Estadísticas del negocio (SPEC §3 y §7), calculadas en la base de datos con los precios guardados al reservar. "Hoy", la semana (lunes a domingo) y el mes (desde hace un mes hasta hoy) son los de la zona horaria de la barbería. Para un barbero, todas las cifras son las de sus propias citas (decisión 0035).',
})
export class Stats implements ClientCancellationFigures {
  @Field(() => Int, { description: 'Clientes registrados.' }) totalUsers: number;
  @Field(() => Int) totalAppointments: number;
  @Field(() => Int) completedAppointments: number;
  @Field(() => Float, { description: 'Ingresos de todas las citas completadas.' }) totalEarnings: number;
  @Field(() => Int) appointmentsToday: number;
  @Field(() => Int, { description: 'Citas de hoy pendientes o confirmadas.' }) pendingAppointmentsToday: number;
  @Field(() => Int) completedAppointmentsToday: number;
  @Field(() => Float) earningsToday: number;
  @Field(() => PeriodStats) weeklyStats: PeriodStats;
  @Field(() => PeriodStats) monthlyStats: PeriodStats;

  @Field(() => [WeekdayCount], { description: 'Citas (todas) por día de la semana, de lunes a domingo.' })
  appointmentsByWeekday: WeekdayCount[];

  @Field(() => [ServiceStat], { description: 'Todos los servicios vendidos, el más vendido primero.' })
  bestSellingServices: ServiceStat[];

  @Field(() => [TopClient], { description: 'Hasta 3 clientes: más citas completadas y, a igualdad, más gasto.' })
  topClients: TopClient[];

  @Field(() => Float, { description: 'Ingreso medio por cita completada.' })
  averageEarningsPerAppointment: number;

  @Field(() => Float, { description: 'Completadas sobre el total, en porcentaje con 1 decimal.' })
  completionRate: number;

  @Field(() => Int, { description: 'Citas confirmadas a las que el cliente no asistió.' })
  noShowAppointments: number;

  @Field(() => Float, {
    description:
      'Citas a las que no asistió el cliente sobre el total, en porcentaje con 1 decimal (junto a completionRate).',
  })
  noShowRate: number;

  @Field(() => Int, { description: `${CLIENT_CANCELLATIONS} De todos los días, como totalAppointments.` })
  clientCancellations: number;

  @Field(() => Float, { description: CANCELLATION_RATE })
  cancellationRate: number;

  @Field(() => [Appointment], {
    description: 'Citas pendientes o confirmadas que aún no terminaron, la más próxima primero (hasta 10).',
  })
  nextAppointments: Appointment[];

  @Field(() => [BarberStat], { description: `${BY_BARBER} Los días de esta semana, como weeklyStats.` })
  byBarber: BarberStat[];
}

@ObjectType({ description: 'Un corte con cuántas veces se completó (servicios populares).' })
export class PopularCut extends Cut {
  @Field(() => Int, { description: 'Citas completadas con este corte.' }) usageCount: number;
}
