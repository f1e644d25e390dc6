import { routeGroup } from '../route-builders';

// One builder per OpenAPI tag, for every file with routes under it: the tag's name and the descriptions of
// its path parameters are written once.

export const auth = routeGroup('auth');
export const clients = routeGroup('clientes', { id: 'Id del cliente' });
export const profile = routeGroup('perfil');
export const appointments = routeGroup('citas', { id: 'Id de la cita' });
export const cuts = routeGroup('cortes', { id: 'Id del corte' });
export const config = routeGroup('configuración', { id: 'Id del cierre' });
export const stats = routeGroup('estadísticas');
export const activity = routeGroup('actividad');
export const barbers = routeGroup('barberos', { id: 'Id del barbero', timeOffId: 'Id de los días libres' });
export const waitlist = routeGroup('lista de espera', { id: 'Id de la entrada' });
export const push = routeGroup('notificaciones');
