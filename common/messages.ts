// What the app says when something worked (SPEC §8), shared so the screens and the REST adapter
// say the same words.
export const successMessages = {
  appointmentCreated: 'Cita creada exitosamente',
  appointmentUpdated: 'Cita actualizada exitosamente',
  appointmentDeleted: 'Cita eliminada exitosamente',
  appointmentHidden: 'Cita eliminada de tu lista',
  appointmentShown: 'Cita restaurada en tu lista',
  appointmentConfirmed: 'Cita confirmada exitosamente',
  appointmentRejected: 'Cita rechazada exitosamente',
  appointmentCompleted: 'Cita marcada como completada',
  appointmentNoShow: 'Cita marcada como "No asistió"',
  appointmentStatusUpdated: 'Estado de cita actualizado',
  cutCreated: 'Corte creado exitosamente',
  cutUpdated: 'Corte actualizado exitosamente',
  cutDeleted: 'Corte eliminado exitosamente',
  clientDeleted: 'Cliente eliminado exitosamente',
  profileUpdated: 'Perfil actualizado exitosamente',
  configUpdated: 'Configuración actualizada exitosamente',
  bookingRulesUpdated: 'Reglas de reserva actualizadas exitosamente',
  closedDateAdded: 'Cierre agregado exitosamente',
  closedDateDeleted: 'Cierre eliminado exitosamente',
} as const;
