import { Dashboard } from '../features/dashboard/components/dashboard';

/** Exposed as `mf_scanner/DashboardPage`: /dashboard. */
export default function DashboardPage() {
  return <Dashboard />;
}
