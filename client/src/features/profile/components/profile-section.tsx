import { useId, type ReactNode } from 'react';
import './profile-sections.css';

type ProfileSectionProps = { title: string; hint?: string; children: ReactNode };

/** One titled card of Mi Perfil below the profile itself (password, mails). */
export function ProfileSection({ title, hint, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <section className="card profile-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section__title">
        {title}
      </h2>
      {hint ? <p className="profile-section__hint">{hint}</p> : null}
      {children}
    </section>
  );
}
