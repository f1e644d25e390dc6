import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import './user-menu.css';

const UserMenuUserFragment = graphql(`
  fragment UserMenu_user on User {
    id
    name
    role
  }
`);

const ROLE_LABELS = { ADMIN: 'Administrador', CLIENT: 'Cliente', BARBER: 'Barbero' } as const;

/** Header identity: initial avatar, name and role. */
export function UserMenu({ user }: { user: FragmentType<typeof UserMenuUserFragment> }) {
  const data = getFragmentData(UserMenuUserFragment, user);
  const initial = data.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className="user-menu">
      <span className="user-menu__text">
        <span className="user-menu__name">{data.name}</span>
        <span className="user-menu__role">{ROLE_LABELS[data.role]}</span>
      </span>
      <span className="avatar user-menu__avatar" aria-hidden="true">
        {initial}
      </span>
    </div>
  );
}
