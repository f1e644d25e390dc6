import { Icon } from './icon';
import './form-error.css';

/**
 * Why the server refused a form, said where the form is (issue 31): announced once as it appears, by role
 * alert, rather than in a toast that covers the header and goes away on its own.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      <Icon name="alert" size={18} className="form-error__icon" />
      <span>{message}</span>
    </p>
  );
}
