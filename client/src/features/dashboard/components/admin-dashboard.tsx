import { useQuery } from '@apollo/client/react';
import { BarberFigures } from '@/components/ui/barber-figures';
import { PageTitle } from '@/components/ui/page-title';
import { graphql } from '@/gql/gql';
import { useDashboardLiveUpdates } from '../api/use-dashboard-live-updates';
import { DashboardContact } from './dashboard-contact';
import { DashboardGreeting } from './dashboard-greeting';
import { PendingRequestsCard } from './pending-requests-card';
import { ServicesPreview } from './services-preview';
import { QueryContent, loadTexts } from '@/components/ui/query-fallback';
import { ShortcutCards } from '@/components/ui/shortcut-cards';
import { DASHBOARD_SHORTCUTS } from './dashboard-shortcuts';
import { TodayStats } from './today-stats';
import { TopServices } from './top-services';
import { UnsentMails } from './unsent-mails';
import { WeeklySummary } from './weekly-summary';
import './dashboard.css';

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    me {
      id
      name
    }
    stats {
      ...TodayStats_stats
      ...WeeklySummary_stats
      bestSellingServices {
        ...TopServices_service
      }
      byBarber {
        ...BarberFigures_stat
      }
    }
    barbers {
      id
    }
    cuts {
      id
      ...ServicesPreview_cut
    }
    businessConfig {
      ...DashboardContact_config
    }
  }
`);

/** SPEC §2 "/admin": the owner's day at a glance, every figure from the server. */
export function AdminDashboard() {
  const query = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  useDashboardLiveUpdates(query.refetch);

  // With data, the greeting names the document.
  return (
    <>
      {query.data ? null : <PageTitle title="Dashboard" />}
      <QueryContent query={query} texts={loadTexts('el dashboard', 'Error al obtener estadísticas')} as="h1">
        {(data) => (
          <div className="dashboard">
            <DashboardGreeting name={data.me.name} />
            <UnsentMails />
            <PendingRequestsCard />
            <ShortcutCards items={DASHBOARD_SHORTCUTS} />
            <TodayStats stats={data.stats} />
            {/* Issue 32: with one barber the dashboard reads as it always did. */}
            {data.barbers.length > 1 ? (
              <BarberFigures
                panel="dashboard-panel"
                figures={data.stats.byBarber}
                range="Esta semana, de lunes a domingo"
              />
            ) : null}
            <div className="dashboard__columns">
              <ServicesPreview cuts={data.cuts} />
              <TopServices services={data.stats.bestSellingServices} />
              <WeeklySummary stats={data.stats} />
              <DashboardContact config={data.businessConfig} />
            </div>
          </div>
        )}
      </QueryContent>
    </>
  );
}
