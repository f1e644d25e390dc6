import { useCallback, useEffect, useState } from 'react';
import { pushMessages } from '@common/validation/push';
import { devicePushState, forgetDevicePush, subscribeDevice, type DevicePushState } from '@/lib/device-push';
import { notify } from '@/lib/notify';
import { usePushPublicKey } from '../api/use-push-public-key';
import { useSubscribePush } from '../api/use-subscribe-push';
import { useUnsubscribePush } from '../api/use-unsubscribe-push';
import { ProfileSection } from './profile-section';

export type DeviceNotificationsAudience = 'client' | 'barber' | 'admin';

const HINTS: Record<DeviceNotificationsAudience, string> = {
  client:
    'Un aviso en este teléfono u ordenador cuando confirmen, rechacen o cambien tu cita, antes de cada cita y cuando se libere un hueco de tu lista de espera. Los interruptores de correos valen también para estos avisos.',
  barber:
    'Un aviso en este teléfono u ordenador con cada reserva nueva, cada cancelación y cada cambio de hora pedido en tu agenda, si la barbería tiene activados los avisos al barbero.',
  admin:
    'Un aviso en este teléfono u ordenador con cada reserva nueva, cada cancelación y cada cambio de hora pedido, mientras esté activado «Avisarme por correo de cada reserva nueva» en Configuración.',
};

// Why the switch cannot be used here, and what to do about it.
const REASONS: Partial<Record<DevicePushState, string>> = {
  unsupported:
    'Este navegador no puede recibir notificaciones. En iPhone o iPad, añade la app a la pantalla de inicio (Compartir → «Añadir a pantalla de inicio»), ábrela desde allí y actívalas aquí.',
  unavailable: 'La app aún se está instalando en este navegador; el interruptor se activará en unos segundos.',
  blocked:
    'Las notificaciones de esta web están bloqueadas en el navegador. Para recibirlas, permítelas en los ajustes del sitio (el icono a la izquierda de la dirección) y vuelve a esta página.',
};

/** Issue 34: Mi Perfil → «Notificaciones en este dispositivo»; permission is asked only when switched on. */
export function DeviceNotificationsSection({ audience }: { audience: DeviceNotificationsAudience }) {
  const [state, setState] = useState<DevicePushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const publicKey = usePushPublicKey();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();

  const check = useCallback(() => void devicePushState().then(setState), []);
  useWatchedPushState(check);

  const switchOn = async () => {
    let device: Awaited<ReturnType<typeof subscribeDevice>>;
    try {
      const key = await publicKey();
      if (!key) throw new Error('Sin clave');
      device = await subscribeDevice(key);
    } catch {
      notify.error(pushMessages.subscribeFailed);
      return;
    }
    if (device === 'blocked') {
      setState('blocked');
      return;
    }
    if ((await subscribe({ input: device })).ok) setState('on');
    // A subscription the server refused would only be a dead end in the browser.
    else await forgetDevicePush();
  };

  const switchOff = async () => {
    const endpoint = await forgetDevicePush();
    if (endpoint) await unsubscribe({ endpoint });
    setState('off');
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? switchOn() : switchOff());
    } finally {
      setBusy(false);
    }
  };

  const reason = state === 'checking' ? undefined : REASONS[state];
  const usable = state === 'on' || state === 'off' || state === 'blocked';
  return (
    <ProfileSection title="Notificaciones en este dispositivo" hint={HINTS[audience]}>
      <div className="profile-switches">
        <label className="profile-switch">
          <input
            type="checkbox"
            checked={state === 'on'}
            disabled={!usable || busy}
            aria-describedby={reason ? 'device-notifications-reason' : undefined}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span>{busy ? 'Un momento...' : 'Recibir notificaciones en este dispositivo'}</span>
        </label>
        <p id="device-notifications-reason" className="profile-switch-reason" role="status">
          {reason ?? ''}
        </p>
      </div>
    </ProfileSection>
  );
}

/** Checks again when the service worker becomes ready or the site's permission changes in the browser. */
function useWatchedPushState(check: () => void) {
  useEffect(() => {
    check();
    let live = true;
    void navigator.serviceWorker?.ready.then(() => live && check());
    let status: PermissionStatus | undefined;
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((permission) => {
        status = permission;
        permission.addEventListener('change', check);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      status?.removeEventListener('change', check);
    };
  }, [check]);
}
