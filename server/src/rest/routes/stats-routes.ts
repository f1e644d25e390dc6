import { adminAppointment } from '../records';
import type { RouteSpec } from '../route';
import { arrayOf, envelope, int, num, object, ref, str, uuid } from '../schema-builders';

const SERVICE = 'name count earnings';
const PERIOD = `totalAppointments completedAppointments totalEarnings from to topServices { ${SERVICE} }`;
const STATS_FIELDS = `
  totalUsers totalAppointments completedAppointments totalEarnings
  appointmentsToday pendingAppointmentsToday completedAppointmentsToday earningsToday
  averageEarningsPerAppointment completionRate noShowAppointments noShowRate
  weeklyStats { ${PERIOD} } monthlyStats { ${PERIOD} }
  appointmentsByWeekday { weekday count }
  bestSellingServices { ${SERVICE} }
  topClients { id name completedAppointments totalSpent }
  nextAppointments { id clientId cutId cutType date time note status rejectionReason hidden price duration createdAt updatedAt
    walkInName walkInPhone client { id name email phone } }`;

const serviceStat = object({ name: str(), count: int(), earnings: num() });
const period = object({
  totalAppointments: int(),
  completedAppointments: int(),
  totalEarnings: num(),
  from: str({ description: 'YYYY-MM-DD' }),
  to: str({ description: 'YYYY-MM-DD' }),
  topServices: arrayOf(serviceStat),
});

export const statsSchemas = {
  Stats: object({
    totalUsers: int({ description: 'Clientes registrados.' }),
    totalAppointments: int(),
    completedAppointments: int(),
    totalEarnings: num(),
    appointmentsToday: int(),
    pendingAppointmentsToday: int({ description: 'Pendientes o confirmadas de hoy.' }),
    completedAppointmentsToday: int(),
    earningsToday: num(),
    averageEarningsPerAppointment: num(),
    completionRate: num({ description: 'Porcentaje con 1 decimal.' }),
    noShowAppointments: int({ description: 'Citas a las que el cliente no asistió.' }),
    noShowRate: num({ description: 'No asistió sobre el total, porcentaje con 1 decimal.' }),
    weeklyStats: period,
    monthlyStats: period,
    appointmentsByWeekday: arrayOf(object({ weekday: int({ minimum: 1, maximum: 7 }), count: int() })),
    bestSellingServices: arrayOf(serviceStat),
    topClients: arrayOf(
      object({ id: uuid(), _id: uuid(), name: str(), completedAppointments: int(), totalSpent: num() }),
    ),
    nextAppointments: arrayOf(ref('AdminAppointment')),
  }),
};

export const statsRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/stats/dashboard',
    tag: 'estadísticas',
    summary: 'Estadísticas del negocio y del panel',
    description: '"Hoy", la semana (lunes a domingo) y el mes son los de la zona horaria de la barbería.',
    audience: ['admin'],
    response: { status: 200, description: 'Estadísticas', schema: envelope({ data: ref('Stats') }) },
    operation: {
      document: `query RestStats { stats { ${STATS_FIELDS} } }`,
      wrap: (data) => ({
        data: {
          ...data.stats,
          topClients: data.stats.topClients.map((c: { id: string }) => ({ ...c, _id: c.id })),
          nextAppointments: data.stats.nextAppointments.map(adminAppointment),
        },
      }),
    },
  },
];
