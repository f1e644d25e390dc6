// The unstyled build plus its stylesheet: the default build injects a <style> element, which the CSP refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { ToastCloseButton } from './toast-close-button';
import './toast-container.css';

// SPEC §9: top-right, 5 s, close button, drag (80 %, horizontal), light theme,
// Alt+T focuses the toasts (Escape resumes), pause on hover/focus loss by default.
const focusToastsHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

export function AppToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton={ToastCloseButton}
      draggable
      draggablePercent={80}
      draggableDirection="x"
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
      hotKeys={focusToastsHotKey}
      aria-label="Notificaciones Alt+T"
    />
  );
}
