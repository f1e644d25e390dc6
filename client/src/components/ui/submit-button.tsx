import type { ComponentProps } from 'react';
import { Button } from './button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** The form is being sent: the button is disabled and says so (its icon stays). */
  pending: boolean;
  pendingLabel?: string;
};

/** A form's submit button, which reads 'Guardando...' (or its own pending text) while the form is sent. */
export function SubmitButton({
  pending,
  pendingLabel = 'Guardando...',
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
