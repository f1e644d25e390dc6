import { MeQuery } from '@/features/auth/api/use-session';
import { prefetchQuery } from '@/lib/prefetch-query';

/** Every screen under the GraphQL routes checks the session first: the check leaves with the screen's own query. */
export const loader = () => prefetchQuery(MeQuery);
