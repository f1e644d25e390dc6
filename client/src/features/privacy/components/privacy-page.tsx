import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Screen } from '@/components/ui/screen';
import { LoadingPanel } from '@/components/ui/state-panel';
import { graphql } from '@/gql/gql';
import './privacy-page.css';

const PrivacyShopQuery = graphql(`
  query PrivacyShop {
    publicConfig {
      configured
      businessName
      adminName
      address
      email
      phone
    }
  }
`);

/** /privacidad: what the shop stores about its clients, why, for how long, and their rights (GDPR). */
export function PrivacyPage() {
  const { data, loading } = useQuery(PrivacyShopQuery, { fetchPolicy: 'cache-first' });
  const shop = data?.publicConfig;
  const shopName = shop?.businessName?.trim() || 'la barbería';

  if (!shop && loading) return <LoadingPanel message="Cargando..." />;

  return (
    <Screen
      as="article"
      className="privacy-page"
      title="Política de privacidad"
      description={`Qué datos guarda ${shopName}, para qué y tus derechos.`}
    >
      <section aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">Responsable</h2>
        {shop?.configured ? (
          <ul className="privacy-page__contact">
            <li>
              <strong>{shop.businessName}</strong>
              {shop.adminName ? ` (${shop.adminName})` : ''}
            </li>
            {shop.address ? <li>Dirección: {shop.address}</li> : null}
            {shop.email ? (
              <li>
                Email: <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </li>
            ) : null}
            {shop.phone ? <li>Teléfono: {shop.phone}</li> : null}
          </ul>
        ) : (
          <p>La barbería todavía no ha publicado sus datos de contacto.</p>
        )}
      </section>

      <section aria-labelledby="privacy-data">
        <h2 id="privacy-data">Qué datos guardamos y por qué</h2>
        <ul>
          <li>
            <strong>Tu cuenta:</strong> nombre, email y, si lo das, teléfono, para reconocerte y avisarte de tus citas.
            Tu contraseña se guarda cifrada; nadie puede leerla.
          </li>
          <li>
            <strong>Tus citas:</strong> corte, fecha, hora, precio, estado y la nota que escribas, para reservar y
            atenderte.
          </li>
          <li>
            <strong>Tu sesión:</strong> un token en este navegador que caduca a los 7 días; cerrar sesión lo anula al
            momento.
          </li>
          <li>
            <strong>Registro de actividad:</strong> cuándo cancelas una cita, con tu identificador y sin tu nombre, para
            que la barbería pueda explicar cada cambio.
          </li>
        </ul>
        <p>
          La base legal es la prestación del servicio que pides (art. 6.1.b del RGPD). No usamos cookies de terceros ni
          cedemos tus datos a nadie.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">Cuánto tiempo</h2>
        <p>
          Mientras tengas tu cuenta. Si la eliminas, se borran tus datos y tus citas pendientes y confirmadas; las citas
          completadas se conservan sin ningún dato tuyo, solo para las cuentas del negocio.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Tus derechos</h2>
        <ul>
          <li>
            Ver y corregir tus datos, descargarlos (&lsquo;Descargar mis datos&rsquo;) y eliminar tu cuenta
            (&lsquo;Eliminar mi cuenta&rsquo;) desde <Link to="/client/profile">Mi Perfil</Link>.
          </li>
          <li>Para cualquier otra petición, escribe a la barbería{shop?.email ? ` (${shop.email})` : ''}.</li>
          <li>
            Si crees que no tratamos bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (
            <a href="https://www.aepd.es" rel="noreferrer">
              www.aepd.es
            </a>
            ).
          </li>
        </ul>
      </section>
    </Screen>
  );
}
