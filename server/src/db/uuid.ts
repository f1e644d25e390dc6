const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Postgres refuses a malformed uuid with an error; callers answer "not found" instead. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
