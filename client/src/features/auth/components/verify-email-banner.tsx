import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { useResendVerificationLink, type ResendOutcome } from '../api/use-resend-verification-link';
import { MeQuery } from '../api/use-session';
import './verify-email-banner.css';

const VerifyEmailBannerFragment = graphql(`
  fragment VerifyEmailBanner_user on User {
    id
    email
    isVerified
  }
`);

type VerifyEmailBannerProps = { user: FragmentType<typeof VerifyEmailBannerFragment> };

/**
 * Issue 31: an account whose email is not verified (a new client, or anyone after changing it) is told so on
 * every screen of its area, with «Reenviar», until it is.
 */
export function VerifyEmailBanner({ user: ref }: VerifyEmailBannerProps) {
  const user = getFragmentData(VerifyEmailBannerFragment, ref);
  const apollo = useApolloClient();
  const { resend, loading } = useResendVerificationLink();
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  // The link is usually opened in another tab: coming back to this one asks whether it is verified now.
  useEffect(() => {
    if (user.isVerified) return;
    const recheck = () => {
      if (document.visibilityState === 'visible') void apollo.refetchQueries({ include: [MeQuery] });
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [apollo, user.isVerified]);

  if (user.isVerified) return null;

  const onResend = async () => {
    setOutcome(null);
    setOutcome(await resend());
  };

  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <Icon name="mail" size={22} className="verify-banner__icon" />
      <div className="verify-banner__text">
        {/* Not a heading: it comes before the screen's h1. */}
        <p id="verify-banner-title" className="verify-banner__title">
          Verifica tu email
        </p>
        <p>
          Abre el enlace que enviamos a <strong>{user.email}</strong> para confirmar que es tuyo.
        </p>
        {outcome ? (
          <p
            className={`verify-banner__outcome verify-banner__outcome--${outcome.ok ? 'ok' : 'error'}`}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.message}
          </p>
        ) : null}
      </div>
      <Button variant="secondary" className="verify-banner__action" disabled={loading} onClick={() => void onResend()}>
        {loading ? 'Enviando...' : 'Reenviar'}
      </Button>
    </section>
  );
}
