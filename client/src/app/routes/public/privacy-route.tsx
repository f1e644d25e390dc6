import type { RouteObject } from 'react-router-dom';
import { graphqlRoutes } from '../graphql-routes';
import { lazyPage } from '../lazy-page';
import { PublicLayout } from './public-layout';

// Open to everyone, signed in or not: it is linked from sign-up, Mi Perfil and every footer.
export const privacyRoute: RouteObject = {
  element: <PublicLayout guestsOnly={false} />,
  children: [
    graphqlRoutes([lazyPage('privacidad', () => import('@/features/privacy/components/privacy-page'), 'PrivacyPage')]),
  ],
};
