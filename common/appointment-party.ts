/** SPEC: what stands for an appointment's client whose account no longer exists. */
export const MISSING_CLIENT_NAME = 'Cliente no disponible';

/** Who an appointment is for: the account's name, else the walk-in's, else MISSING_CLIENT_NAME. */
export const partyName = (clientName?: string | null, walkInName?: string | null): string =>
  clientName ?? walkInName ?? MISSING_CLIENT_NAME;
