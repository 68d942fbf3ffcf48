import { AdminLayout } from './AdminLayout';
import { FlaggedAccountsSection } from './FlaggedAccountsSection';
import { HeldOutputsSection } from './HeldOutputsSection';
import { ReportsSection } from './ReportsSection';

/** What waits for the administrator's decision: reports from visitors, withheld outputs and flagged accounts. */
export default function Review() {
  return (
    <AdminLayout title="Review queue" intro="Reports, withheld outputs and flagged accounts, oldest first.">
      <ReportsSection />
      <HeldOutputsSection />
      <FlaggedAccountsSection />
    </AdminLayout>
  );
}
