// What the app says when something worked (SPEC §8), shared so the screens and the REST adapter
// say the same words.
export const successMessages = {
  appointmentCreated: 'Cita creada exitosamente',
  appointmentUpdated: 'Cita actualizada exitosamente',
  appointmentMoved: 'Cita movida: el cliente recibe la nueva hora',
  appointmentRescheduled: 'Cita reprogramada: la nueva hora queda pendiente de confirmación',
  appointmentDeleted: 'Cita eliminada exitosamente',
  appointmentHidden: 'Cita eliminada de tu lista',
  appointmentShown: 'Cita restaurada en tu lista',
  appointmentConfirmed: 'Cita confirmada exitosamente',
  appointmentRejected: 'Cita rechazada exitosamente',
  appointmentCompleted: 'Cita marcada como completada',
  appointmentNoShow: 'Cita marcada como "No asistió"',
  appointmentStatusUpdated: 'Estado de cita actualizado',
  appointmentStatusUndone: 'Cambio deshecho: la cita vuelve a estar confirmada',
  cutCreated: 'Corte creado exitosamente',
  cutUpdated: 'Corte actualizado exitosamente',
  cutDeleted: 'Corte eliminado exitosamente',
  clientDeleted: 'Cliente eliminado exitosamente',
  clientNotesSaved: 'Nota guardada',
  profileUpdated: 'Perfil actualizado exitosamente',
  configUpdated: 'Configuración actualizada exitosamente',
  bookingRulesUpdated: 'Reglas de reserva actualizadas exitosamente',
  closedDateAdded: 'Cierre agregado exitosamente',
  closedDateDeleted: 'Cierre eliminado exitosamente',
  registered: 'Usuario registrado exitosamente',
  loggedIn: 'Inicio de sesión exitoso',
  loggedOut: 'Sesión cerrada',
  sessionRenewed: 'Sesión renovada',
  loggedOutEverywhere: 'Sesión cerrada en todos los dispositivos',
  accountDeleted: 'Tu cuenta ha sido eliminada',
} as const;

// A session lasts at most 30 days from its sign-in, however often it is renewed: then the server refuses it and
// the sign-in screen says why. Apart from the validation messages, so that screen does not load yup to say it.
export const sessionMessages = {
  expired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
} as const;
