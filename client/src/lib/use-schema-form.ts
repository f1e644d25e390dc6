import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/** A react-hook-form form checked by one of the shared yup schemas (the server checks the same one). */
export function useSchemaForm<T extends FieldValues>(schema: ObjectSchema<T>, defaultValues: DefaultValues<T>) {
  // The resolver's own typing loses T through yup's optional-key mapping; the schema is typed T already.
  const resolver = yupResolver(schema) as unknown as Resolver<T>;
  return useForm<T>({ resolver, defaultValues });
}
