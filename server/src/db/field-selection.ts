/** The fields a query asked for below the current one, by name, each with its own sub-selection. */
export type FieldSelection = ReadonlyMap<string, FieldSelection>;
