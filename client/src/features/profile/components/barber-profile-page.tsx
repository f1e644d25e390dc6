import { useQuery } from '@apollo/client/react';
import { loadTexts } from '@/components/ui/query-fallback';
import { QueryScreen } from '@/components/ui/query-screen';
import { graphql } from '@/gql/gql';
import { dashboardBack } from '@/lib/area-paths';
import { CACHED_THEN_FRESH } from '@/lib/fetch-policies';
import { ChangePasswordForm } from './change-password-form';
import { DeviceNotificationsSection } from './device-notifications';
import { ProfileCard } from './profile-card';
import './profile-page.css';

const BarberProfileQuery = graphql(`
  query BarberProfileScreen {
    profile {
      ...ProfileCard_user
    }
  }
`);

/** Issue 32: a barber's «Mi perfil», their details and password; the client's mail and data sections are not theirs. */
export function BarberProfilePage() {
  const query = useQuery(BarberProfileQuery, CACHED_THEN_FRESH);

  return (
    <QueryScreen
      query={query}
      texts={loadTexts('el perfil')}
      className="profile-page"
      title="Mi perfil"
      description="Tu nombre es el que firma cada acción tuya en la actividad de la barbería."
      back={dashboardBack('barber')}
    >
      {({ profile }) => (
        <>
          <ProfileCard profile={profile} since="Barbero" />
          <DeviceNotificationsSection audience="barber" />
          <ChangePasswordForm />
        </>
      )}
    </QueryScreen>
  );
}
