import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

/** The sign-in address as every auth form asks it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="tu@email.com"
      {...props}
    />
  );
}
