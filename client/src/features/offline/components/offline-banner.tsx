import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { OFFLINE_REASON } from '@/lib/offline-notice';
import './offline.css';

type OfflineBannerProps = {
  /** How old what the screen shows may be («Puede no estar al día · guardado a las 10:15 AM»). */
  notice: string;
  /** Id of the reason, for the disabled actions' aria-describedby. */
  reasonId: string;
  onRetry: () => unknown;
};

/** Issue 34: the app cannot reach the server; what is on screen may be old and nothing is sent meanwhile. */
export function OfflineBanner({ notice, reasonId, onRetry }: OfflineBannerProps) {
  return (
    <div className="offline-banner" role="status">
      <Icon name="alert" size={22} className="offline-banner__icon" />
      <div className="offline-banner__text">
        <p className="offline-banner__title">Sin conexión</p>
        <p>{notice}</p>
        <p id={reasonId} className="offline-banner__reason">
          {OFFLINE_REASON}
        </p>
      </div>
      <Button variant="secondary" icon="refresh" onClick={() => void onRetry()}>
        Reintentar
      </Button>
    </div>
  );
}
