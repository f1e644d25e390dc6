import type { ReactNode } from 'react';
import { Button } from './button';
import { ButtonLink } from './button-link';
import type { IconName } from './icon';
import { SubmitButton } from './submit-button';

type FormActionsProps = {
  className: string;
  pending: boolean;
  pendingLabel?: string;
  submitLabel: ReactNode;
  /** Back to a screen (a link), or a handler that closes or drops the form (disabled while sending). */
  cancel: { to: string } | { onClick: () => void; disabledWhilePending?: boolean };
  cancelIcon?: IconName;
  submitIcon?: IconName;
};

/**
 * A form's submit and 'Cancelar' buttons. The submit comes first in the page, so the keyboard reaches it
 * before 'Cancelar' (which drops what was typed); the styles show it on the right, or on top on a phone.
 */
export function FormActions({
  className,
  pending,
  pendingLabel,
  submitLabel,
  cancel,
  cancelIcon,
  submitIcon,
}: FormActionsProps) {
  return (
    <div className={className}>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} icon={submitIcon}>
        {submitLabel}
      </SubmitButton>
      {'to' in cancel ? (
        <ButtonLink to={cancel.to} variant="secondary" icon={cancelIcon}>
          Cancelar
        </ButtonLink>
      ) : (
        <Button
          variant="secondary"
          onClick={cancel.onClick}
          disabled={(cancel.disabledWhilePending ?? true) && pending}
          icon={cancelIcon}
        >
          Cancelar
        </Button>
      )}
    </div>
  );
}
