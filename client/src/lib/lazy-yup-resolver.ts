import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * `yupResolver(schema)` with yup and the schema loaded at the first validation (the first submit): a form
 * on a visitor's first screen renders without them. The rules stay the shared ones in common/.
 */
export function lazyYupResolver<T extends FieldValues>(loadSchema: () => Promise<ObjectSchema<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () =>
    Promise.all([import('@hookform/resolvers/yup'), loadSchema()]).then(
      ([{ yupResolver }, schema]) =>
        // yupResolver types its values by the schema's input; the form's own type is the same shape.
        yupResolver(schema) as unknown as Resolver<T>,
    );
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed to download is asked for again at the next validation.
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
