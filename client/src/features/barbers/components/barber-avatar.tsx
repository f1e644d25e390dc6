import { initials } from '../utils/initials';

/** The barber's initials in their colour (the design tokens' tones). */
export function BarberAvatar({ name, color }: { name: string; color: string }) {
  return (
    <span className={`barber-avatar barber-avatar--${color}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
