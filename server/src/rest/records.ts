/** REST records carry the id twice: `id` and the `_id` that the original front end reads. */
export function withMongoId<T extends { id: string }>(record: T): { id: string; _id: string } & T {
  return { ...record, _id: record.id };
}

/** GraphQL enums travel as their names (ADMIN, PENDING); REST speaks the SPEC's lower-case values. */
export const lowerCase = (value: string): string => value.toLowerCase();

export function restUser<T extends { id: string; role: string }>(user: T): { id: string; _id: string } & T {
  return withMongoId({ ...user, role: lowerCase(user.role) });
}

interface GraphQLAppointment {
  id: string;
  clientId: string | null;
  status: string;
  client?: { id: string; name: string; email: string; phone: string | null } | null;
  [field: string]: unknown;
}

/** A client's own appointment: `clientId` is the client's id. */
export function clientAppointment(appointment: GraphQLAppointment) {
  const { client: _client, ...rest } = appointment;
  return withMongoId({ ...rest, status: lowerCase(appointment.status) });
}

/** In the admin's lists `clientId` is the client (`null` once the account is gone). */
export function adminAppointment(appointment: GraphQLAppointment) {
  const { client, ...rest } = appointment;
  return withMongoId({
    ...rest,
    status: lowerCase(appointment.status),
    clientId: client
      ? withMongoId({ id: client.id, name: client.name, email: client.email, phone: client.phone })
      : null,
  });
}
