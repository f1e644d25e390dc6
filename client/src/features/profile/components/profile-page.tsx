import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { QueryScreen } from '@/components/ui/query-screen';
import { graphql } from '@/gql/gql';
import type { ProfileScreenQuery } from '@/gql/graphql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { formatInstant } from '@/lib/shop-date';
import { AccountPrivacy } from './account-privacy';
import { ChangePasswordForm } from './change-password-form';
import { MailPreferencesSection } from './mail-preferences';
import { ProfileForm } from './profile-form';
import './profile-page.css';

const ProfileQuery = graphql(`
  query ProfileScreen {
    profile {
      id
      name
      email
      phone
      createdAt
      updatedAt
      ...MailPreferences_user
    }
  }
`);

const longDate = (value: string) => formatInstant(value, 'D [de] MMMM [de] YYYY') ?? 'Fecha inválida';

const LOAD_TEXTS = {
  loadingMessage: 'Cargando perfil...',
  errorTitle: 'Error al cargar el perfil',
};

/** SPEC §2 "Mi Perfil": the client's data, and an edit mode. */
export function ProfilePage() {
  const query = useQuery(ProfileQuery, CACHED_THEN_FRESH);

  return (
    <QueryScreen
      query={query}
      texts={LOAD_TEXTS}
      className="profile-page"
      title="Mi Perfil"
      description="Tus datos de contacto para las citas."
      back={dashboardBack('client')}
    >
      {({ profile }) => (
        <>
          <ProfileCard profile={profile} />
          <MailPreferencesSection user={profile} />
          <ChangePasswordForm />
          <AccountPrivacy />
        </>
      )}
    </QueryScreen>
  );
}

type Profile = ProfileScreenQuery['profile'];

/** Who the client is, with 'Editar' turning the details into the form. */
function ProfileCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const rows: { icon: IconName; label: string; value: string; muted?: boolean }[] = [
    { icon: 'mail', label: 'Email', value: profile.email },
    { icon: 'phone', label: 'Teléfono', value: profile.phone || 'No especificado', muted: !profile.phone },
    { icon: 'user', label: 'ID de usuario', value: profile.id },
    { icon: 'clock', label: 'Última actualización', value: longDate(profile.updatedAt) },
  ];
  return (
    <div className="card profile-card">
      <div className="profile-card__identity">
        <span className="profile-card__avatar" aria-hidden="true">
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="profile-card__who">
          <h2 className="profile-card__name">{profile.name}</h2>
          <p className="profile-card__since">Cliente desde {longDate(profile.createdAt)}</p>
        </div>
        {!editing ? (
          <Button variant="secondary" icon="edit" className="profile-card__edit" onClick={() => setEditing(true)}>
            Editar
          </Button>
        ) : null}
      </div>

      {editing ? (
        <ProfileForm initial={profile} onDone={() => setEditing(false)} />
      ) : (
        <dl className="profile-details">
          {rows.map((row) => (
            <div key={row.label} className="profile-details__row">
              <dt>
                <Icon name={row.icon} size={18} />
                {row.label}
              </dt>
              <dd className={row.muted ? 'profile-details__muted' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
