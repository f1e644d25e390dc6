import { singleLine } from './plain-text';

// The maximum matches the users table's CHECK constraint, so a long name is a message, not a 500.
export const PERSON_NAME_LENGTH = { min: 2, max: 100 } as const;

/** A person's name: trimmed, required, 2 to 100 characters, each slip with its own message. */
export const personName = (field: string, messages: { required: string; min: string; max: string }) =>
  singleLine(field)
    .trim()
    .required(messages.required)
    .min(PERSON_NAME_LENGTH.min, messages.min)
    .max(PERSON_NAME_LENGTH.max, messages.max);
