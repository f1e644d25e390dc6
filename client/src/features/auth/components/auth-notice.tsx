import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { errorMessage } from '@/lib/error-message';

type AuthNoticeProps = {
  /** 'alert' for a refusal (announced at once), 'status' for an outcome; none for a plain explanation. */
  role?: 'alert' | 'status';
  children: ReactNode;
  /** Where to go next, as a full-width button. */
  next?: { to: string; label: string };
  /** Shown above the form (framed) rather than instead of it. */
  aboveForm?: boolean;
};

/** The message an auth card shows instead of (or before) its form: an outcome, a bad link, an explanation. */
export function AuthNotice({ role, children, next, aboveForm }: AuthNoticeProps) {
  return (
    <div className={aboveForm ? 'auth-card__notice auth-card__notice--above-form' : 'auth-card__notice'} role={role}>
      {children}
      {next ? (
        <ButtonLink to={next.to} block>
          {next.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

type BadLinkNoticeProps = {
  /** The link's token; a missing one is refused without asking the server. */
  token: string;
  error: unknown;
  /** The message when the server gives none of its own. */
  invalid: string;
  next: { to: string; label: string };
};

/** A mailed link that did not work: missing its token, or refused by the server. */
export function BadLinkNotice({ token, error, invalid, next }: BadLinkNoticeProps) {
  return (
    <AuthNotice role="alert" next={next}>
      <p>{token ? errorMessage(error, invalid) : invalid}</p>
    </AuthNotice>
  );
}
