import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { PageTitle } from '@/components/ui/page-title';
import './auth-card.css';

type AuthCardProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Roomier card for longer forms. */
  wide?: boolean;
};

/** Centered card used by the login, register and forgot-password screens. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <section className={wide ? 'auth-card auth-card--wide card' : 'auth-card card'} aria-labelledby="auth-card-title">
      <PageTitle title={title} />
      <header className="auth-card__header">
        <Logo size={56} />
        <h1 id="auth-card-title">{title}</h1>
        <p>{subtitle}</p>
      </header>
      {children}
      {footer ? <footer className="auth-card__footer">{footer}</footer> : null}
    </section>
  );
}
