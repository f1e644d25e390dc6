import { successMessages } from '@common/messages';
// SPEC §5 and §8: what the client's appointment screens say. Validation messages live in
// @common/validation/appointment; these are the screens' own.

export const appointmentToasts = {
  created: successMessages.appointmentCreated,
  createdWith: (barber: string) => `${successMessages.appointmentCreated} con ${barber}`,
  updated: successMessages.appointmentUpdated,
  rescheduled: successMessages.appointmentRescheduled,
  deleted: successMessages.appointmentDeleted,
  hidden: successMessages.appointmentHidden,
  createError: 'Error al crear la cita',
  updateError: 'Error al actualizar la cita',
  rescheduleError: 'Error al reprogramar la cita',
  deleteError: 'Error al eliminar la cita',
} as const;

export const confirmMessages = {
  delete: '¿Estás seguro de que quieres eliminar esta cita? Esta acción no se puede deshacer.',
  hide: '¿Estás seguro de que quieres eliminar esta cita de tu lista? Esta acción no se puede deshacer.',
} as const;

/** Live notices when the barbershop changes one of the client's appointments. */
export const liveNotices = {
  CONFIRMED: 'Tu cita fue confirmada',
  CANCELLED: 'Tu cita fue rechazada',
  COMPLETED: 'Tu cita fue completada',
  PENDING: 'Tu cita volvió a estar pendiente',
  NO_SHOW: 'Tu cita se marcó como "No asistió"',
  deleted: 'Una de tus citas fue eliminada',
} as const;
