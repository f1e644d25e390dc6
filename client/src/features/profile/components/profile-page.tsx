import { useQuery } from '@apollo/client/react';
import { loadTexts } from '@/components/ui/query-fallback';
import { QueryScreen } from '@/components/ui/query-screen';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { AccountPrivacy } from './account-privacy';
import { ChangePasswordForm } from './change-password-form';
import { DeviceNotificationsSection } from './device-notifications';
import { MailPreferencesSection } from './mail-preferences';
import { ProfileCard } from './profile-card';
import './profile-page.css';

const ProfileQuery = graphql(`
  query ProfileScreen {
    profile {
      ...ProfileCard_user
      ...MailPreferences_user
    }
  }
`);

/** SPEC §2 "Mi Perfil": the client's data, and an edit mode. */
export function ProfilePage() {
  const query = useQuery(ProfileQuery, CACHED_THEN_FRESH);

  return (
    <QueryScreen
      query={query}
      texts={loadTexts('el perfil')}
      className="profile-page"
      title="Mi Perfil"
      description="Tus datos de contacto para las citas."
      back={dashboardBack('client')}
    >
      {({ profile }) => (
        <>
          <ProfileCard profile={profile} />
          <MailPreferencesSection user={profile} />
          <DeviceNotificationsSection audience="client" />
          <ChangePasswordForm />
          <AccountPrivacy />
        </>
      )}
    </QueryScreen>
  );
}
