/** What a guard shows while the session is being checked. */
export const CHECKING_ACCESS = 'Verificando acceso...';
