export const noShowMessages = {
  tooEarly: 'Solo puedes marcar "No asistió" cuando la hora de la cita ya pasó',
} as const;
