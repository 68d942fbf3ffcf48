import { AdminLayout } from './AdminLayout';

/** Audit log (being built). */
export default function AuditLog() {
  return <AdminLayout title="Audit log">{null}</AdminLayout>;
}
