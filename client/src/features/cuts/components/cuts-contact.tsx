import { Icon } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { contactChannels, externalLink, type ContactKind } from '@/lib/contact-links';

const CutsContactFragment = graphql(`
  fragment CutsContact_config on PublicConfig {
    phone
    email
    address
  }
`);

const ACTIONS: Record<ContactKind, string> = {
  phone: 'Llamar',
  email: 'Enviar e-mail',
  address: 'Ver en el mapa',
  instagram: 'Ver perfil',
};

/** SPEC §2 client cuts: call, e-mail and map-search links from the public config. */
export function CutsContact({ config: configRef }: { config: FragmentType<typeof CutsContactFragment> }) {
  const links = contactChannels(getFragmentData(CutsContactFragment, configRef));
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
          <li key={link.kind}>
            <a href={link.href} className="cuts-contact__link" {...externalLink(link.external)}>
              <Icon name={link.icon} size={20} />
              <span>
                <span className="cuts-contact__label">{ACTIONS[link.kind]}</span>
                <span className="cuts-contact__detail">{link.value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
