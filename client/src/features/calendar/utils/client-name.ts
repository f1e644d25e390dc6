/** Who the appointment is for: the account's name, the walk-in's name, or SPEC's 'Cliente no disponible'. */
export function appointmentClientName(appointment: {
  client?: { name: string } | null;
  walkInName?: string | null;
}): string {
  return appointment.client?.name ?? appointment.walkInName ?? 'Cliente no disponible';
}
