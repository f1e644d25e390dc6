/**
 * A string enum built from its member names: each value is the name in lower case after `prefix`
 * (`APPOINTMENT_CONFIRMED` → 'appointment_confirmed'), so a list of names is the whole vocabulary.
 */
export function stringEnum<const Name extends string, const Prefix extends string = ''>(
  names: readonly Name[],
  prefix: Prefix = '' as Prefix,
): { readonly [N in Name]: `${Prefix}${Lowercase<N>}` } {
  return Object.fromEntries(names.map((name) => [name, `${prefix}${name.toLowerCase()}`])) as {
    readonly [N in Name]: `${Prefix}${Lowercase<N>}`;
  };
}

/** The union of an enum object's values, the type its members share. */
export type EnumValue<E> = E[keyof E];
