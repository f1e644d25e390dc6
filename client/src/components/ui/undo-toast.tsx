import { notify, noPause } from '@/lib/notify';
import './undo-toast.css';

/** As long as the server lets the same person take the change back (BarberAppointmentService.undoStatus). */
export const UNDO_SECONDS = 10;

/**
 * The success toast of a change that can be taken back for a few seconds, with «Deshacer». It does not pause
 * on hover: once the server's window is over, the offer must be gone too.
 */
export function notifyUndoable(message: string, onUndo: () => void) {
  let used = false;
  notify.successWith(
    message,
    ({ closeToast }) => (
      <span className="undo-toast">
        <span>{message}</span>
        <button
          type="button"
          className="undo-toast__button"
          onClick={() => {
            // The toast fades out under the finger: a second tap must not send a second undo.
            if (used) return;
            used = true;
            closeToast();
            onUndo();
          }}
        >
          Deshacer
        </button>
      </span>
    ),
    { ...noPause, autoClose: UNDO_SECONDS * 1000, closeOnClick: false },
  );
}
