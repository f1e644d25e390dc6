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

const AdminProfileQuery = graphql(`
  query AdminProfileScreen {
    profile {
      ...ProfileCard_user
    }
  }
`);

/**
 * Issue 31 §7: the barber's Mi Perfil. The name is Configuración's «Nombre del administrador»
 * (decision 0023); the client's mail and data-rights sections are theirs alone.
 */
export function AdminProfilePage() {
  const query = useQuery(AdminProfileQuery, CACHED_THEN_FRESH);

  return (
    <QueryScreen
      query={query}
      texts={loadTexts('el perfil')}
      className="profile-page"
      title="Mi Perfil"
      description="Tu nombre es el que ven tus clientes y el que firma cada acción en Actividad."
      back={dashboardBack('admin')}
    >
      {({ profile }) => (
        <>
          <ProfileCard profile={profile} since="Administrador" />
          <DeviceNotificationsSection audience="admin" />
          <ChangePasswordForm />
        </>
      )}
    </QueryScreen>
  );
}
