import { Button } from '@/components/ui/button';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { useResendVerification } from '../api/use-resend-verification';
import { useUpdateMailPreferences } from '../api/use-update-mail-preferences';
import { ProfileSection } from './profile-section';

const MailPreferencesFragment = graphql(`
  fragment MailPreferences_user on User {
    id
    email
    isVerified
    mailReminders
    mailBookings
    mailRebook
  }
`);

type MailPreferencesProps = { user: FragmentType<typeof MailPreferencesFragment> };

/**
 * Mi Perfil → 'Correos': whether the email is verified (and a new link), reminders, booking mails and
 * «Recordatorios para volver».
 */
export function MailPreferencesSection({ user }: MailPreferencesProps) {
  const data = getFragmentData(MailPreferencesFragment, user);
  const update = useUpdateMailPreferences(data.id);
  const { resend, loading } = useResendVerification();
  const current = { reminders: data.mailReminders, bookings: data.mailBookings, rebook: data.mailRebook };

  return (
    <ProfileSection title="Correos">
      <div className="spread-row profile-verification">
        <p>
          {data.email}:{' '}
          <span className={`pill profile-badge ${data.isVerified ? 'tone-green' : 'tone-amber'}`}>
            {data.isVerified ? 'Verificado' : 'Pendiente de verificar'}
          </span>
        </p>
        {!data.isVerified ? (
          <Button variant="secondary" disabled={loading} onClick={() => void resend()}>
            {loading ? 'Enviando...' : 'Enviar enlace de verificación'}
          </Button>
        ) : null}
      </div>
      <div className="profile-switches">
        <label className="profile-switch">
          <input
            type="checkbox"
            checked={data.mailReminders}
            onChange={(event) => void update({ input: { ...current, reminders: event.target.checked } })}
          />
          <span>Recordatorios antes de cada cita</span>
        </label>
        <label className="profile-switch">
          <input
            type="checkbox"
            checked={data.mailBookings}
            onChange={(event) => void update({ input: { ...current, bookings: event.target.checked } })}
          />
          <span>Correos de mis reservas (recibida, confirmada, rechazada, cambiada o cancelada)</span>
        </label>
        <label className="profile-switch">
          <input
            type="checkbox"
            checked={data.mailRebook}
            onChange={(event) => void update({ input: { ...current, rebook: event.target.checked } })}
          />
          <span>Recordatorios para volver (¿Toca corte?, cuando suele tocar el siguiente)</span>
        </label>
      </div>
    </ProfileSection>
  );
}
