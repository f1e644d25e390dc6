import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { Banner } from '../components/config-banner';

type SettingsSave<T extends FieldValues> = {
  /** Sends the values; answers what the form holds next and the banner's text. */
  save: (values: T) => Promise<{ next: T; saved: string }>;
  /** The banner when the server's error carries no message of its own. */
  failure: string;
  /** Sees the error before the banner does (e.g. to mark the fields the server refused). */
  onError?: (error: unknown, form: UseFormReturn<T>) => void;
};

/**
 * A settings card's form: checked by its shared schema and answered with a banner rather than a toast.
 * The old banner goes as the values leave; after saving, the form starts again from what the server kept.
 */
export function useSettingsForm<T extends FieldValues>(
  schema: ObjectSchema<T>,
  values: DefaultValues<T>,
  { save, failure, onError }: SettingsSave<T>,
) {
  const form = useSchemaForm(schema, values);
  const [banner, setBanner] = useState<Banner>(null);
  const { subscribe } = form;

  // A success banner vouches for what the form holds: an edit, or errors beside it, make it untrue.
  useEffect(
    () =>
      subscribe({
        formState: { isDirty: true, errors: true },
        callback: ({ isDirty, errors }) => {
          if (!isDirty && !hasErrors(errors)) return;
          setBanner((shown) => (shown?.tone === 'success' ? null : shown));
        },
      }),
    [subscribe],
  );

  const onSubmit = async (submitted: T) => {
    setBanner(null);
    try {
      const { next, saved } = await save(submitted);
      form.reset(next);
      setBanner({ tone: 'success', text: saved });
    } catch (error) {
      onError?.(error, form);
      setBanner({ tone: 'error', text: errorMessage(error, failure) });
    }
  };

  // For an action beside the form that makes the last banner untrue (removing what it announced).
  const clearBanner = () => setBanner(null);

  return { form, banner, onSubmit, clearBanner };
}

const hasErrors = (errors: object | undefined) => Boolean(errors && Object.keys(errors).length > 0);
