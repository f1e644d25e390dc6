import * as yup from 'yup';
import { plainText } from './plain-text';

export const CLIENT_NOTES_LIMITS = { notesMax: 1000 } as const;

export const clientNotesMessages = {
  notesMax: `La nota no puede superar ${CLIENT_NOTES_LIMITS.notesMax} caracteres`,
  notesRequired: 'La nota es requerida',
} as const;

/**
 * The barber's private note on a client (issue 33): free, multi-line plain text, trimmed; empty clears it.
 * Defined (possibly empty) so a REST body without `notes` is a mistake, not an erasure.
 */
export const clientNotesSchema = yup.object({
  notes: plainText('notes')
    .trim()
    .defined(clientNotesMessages.notesRequired)
    .max(CLIENT_NOTES_LIMITS.notesMax, clientNotesMessages.notesMax),
});
export type ClientNotesValues = yup.InferType<typeof clientNotesSchema>;
