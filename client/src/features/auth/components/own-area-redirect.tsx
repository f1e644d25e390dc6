import { Navigate } from 'react-router-dom';
import { useSession } from '../api/use-session';
import { LOGIN_PATH, roleHome } from '../utils/role-home';
import { ProtectedRoute } from './protected-route';

function RedirectToArea() {
  const session = useSession();
  const role = session.status === 'offline' ? session.snapshot.role : session.me?.role;
  return <Navigate to={role ? roleHome(role) : LOGIN_PATH} replace />;
}

/** Unknown addresses: the user's own area, or /login when signed out. */
export function OwnAreaRedirect() {
  return (
    <ProtectedRoute>
      <RedirectToArea />
    </ProtectedRoute>
  );
}
