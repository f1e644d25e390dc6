import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { recordedOn } from '@/lib/shop-date';
import { ProfileForm } from './profile-form';

/** What the card shows and the profile form edits: saving answers with it, so the card shows what was saved. */
const ProfileCardFragment = graphql(`
  fragment ProfileCard_user on User {
    id
    name
    email
    phone
    createdAt
    updatedAt
  }
`);

const dayOf = (value: string) => recordedOn(value) ?? 'Fecha inválida';

/** Who the user is, with 'Editar' turning the details into the form; `since` names what they have been since sign-up. */
export function ProfileCard({
  profile: profileRef,
  since = 'Cliente',
}: {
  profile: FragmentType<typeof ProfileCardFragment>;
  since?: 'Cliente' | 'Administrador' | 'Barbero';
}) {
  const profile = getFragmentData(ProfileCardFragment, profileRef);
  const [editing, setEditing] = useState(false);
  const rows: { icon: IconName; label: string; value: string; muted?: boolean }[] = [
    { icon: 'mail', label: 'Email', value: profile.email },
    { icon: 'phone', label: 'Teléfono', value: profile.phone || 'No especificado', muted: !profile.phone },
    { icon: 'user', label: 'ID de usuario', value: profile.id },
    { icon: 'clock', label: 'Última actualización', value: dayOf(profile.updatedAt) },
  ];
  return (
    <div className="card profile-card">
      <div className="profile-card__identity">
        <span className="profile-card__avatar" aria-hidden="true">
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="profile-card__who">
          <h2 className="profile-card__name">{profile.name}</h2>
          <p className="profile-card__since">
            {since} desde {dayOf(profile.createdAt)}
          </p>
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
