import { Navigate } from 'react-router-dom';
import { useSession } from '../api/use-session';
import { LOGIN_PATH, roleHome } from '../utils/role-home';
import { ProtectedRoute } from './protected-route';

function RedirectToArea() {
  const session = useSession();
  return <Navigate to={session.me ? roleHome(session.me.role) : LOGIN_PATH} replace />;
}

/** Unknown addresses: the user's own area, or /login when signed out. */
export function OwnAreaRedirect() {
  return (
    <ProtectedRoute>
      <RedirectToArea />
    </ProtectedRoute>
  );
}
