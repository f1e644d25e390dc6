import { toast, type ToastOptions } from 'react-toastify/unstyled';

// SPEC §9: toasts pause on hover and focus loss by default; client appointment
// screens do not pause, they pass `noPause`.
export const noPause: ToastOptions = { pauseOnHover: false, pauseOnFocusLoss: false };

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
  info: (message: string, options?: ToastOptions) => toast.info(message, options),
  warning: (message: string, options?: ToastOptions) => toast.warning(message, options),
};
