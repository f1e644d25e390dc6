import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { ValidatedForm } from '@/components/ui/validated-form';

type AppointmentFormModalProps<T extends FieldValues> = {
  title: string;
  description: string;
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  /** The submit button ('Crear cita') and what it says while sending ('Creando...'). */
  submitLabel: string;
  pendingLabel: string;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
};

/** The day view's booking and moving dialogs: the fields, the submit, and a 'Cancelar' that closes even while sending. */
export function AppointmentFormModal<T extends FieldValues>({
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  onClose,
  children,
}: AppointmentFormModalProps<T>) {
  return (
    <Modal open onClose={onClose} title={title} description={description}>
      <ValidatedForm form={form} onSubmit={onSubmit} className="new-appointment">
        {children}
        <FormActions
          className="new-appointment__actions"
          pending={form.formState.isSubmitting}
          pendingLabel={pendingLabel}
          submitLabel={submitLabel}
          cancel={{ onClick: onClose, disabledWhilePending: false }}
        />
      </ValidatedForm>
    </Modal>
  );
}
