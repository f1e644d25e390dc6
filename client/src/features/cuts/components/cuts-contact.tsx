import { Icon, type IconName } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { mailtoHref, mapsSearchHref, telHref } from '@/lib/contact-links';

const CutsContactFragment = graphql(`
  fragment CutsContact_config on PublicConfig {
    phone
    email
    address
  }
`);

type ContactLink = { href: string; icon: IconName; label: string; detail: string; external?: boolean };

/** SPEC §2 client cuts: call, e-mail and map-search links from the public config. */
export function CutsContact({ config: configRef }: { config: FragmentType<typeof CutsContactFragment> }) {
  const config = getFragmentData(CutsContactFragment, configRef);
  const links: ContactLink[] = [];
  if (config.phone) links.push({ href: telHref(config.phone), icon: 'phone', label: 'Llamar', detail: config.phone });
  if (config.email) {
    links.push({ href: mailtoHref(config.email), icon: 'mail', label: 'Enviar e-mail', detail: config.email });
  }
  if (config.address) {
    links.push({
      href: mapsSearchHref(config.address),
      icon: 'mapPin',
      label: 'Ver en el mapa',
      detail: config.address,
      external: true,
    });
  }

  if (links.length === 0) return null;

  return (
    <section className="cuts-contact card" aria-labelledby="cuts-contact-title">
      <div>
        <h2 id="cuts-contact-title" className="cuts-contact__title">
          ¿Tienes dudas sobre algún servicio?
        </h2>
        <p className="cuts-contact__text">Contáctanos y te ayudamos a elegir.</p>
      </div>
      <ul className="cuts-contact__links">
        {links.map((link) => (
          <li key={link.icon}>
            <a
              href={link.href}
              className="cuts-contact__link"
              {...(link.external ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              <Icon name={link.icon} size={20} />
              <span>
                <span className="cuts-contact__label">{link.label}</span>
                <span className="cuts-contact__detail">{link.detail}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
