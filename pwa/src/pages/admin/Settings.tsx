import { AdminLayout } from './AdminLayout';

/** Settings (being built). */
export default function Settings() {
  return <AdminLayout title="Settings">{null}</AdminLayout>;
}
