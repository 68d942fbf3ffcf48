import { AdminOnly } from '../components/AdminOnly';
import { ComingSoon } from '../components/ComingSoon';

export default function Admin() {
  return (
    <AdminOnly>
      <ComingSoon
        eyebrow="Administrator"
        title="Admin Dashboard"
        intro="Users, balances and reports for the administrator."
        points={['Stats: users, tokens sold and used', 'User search, token editing, add and delete users']}
      />
    </AdminOnly>
  );
}
