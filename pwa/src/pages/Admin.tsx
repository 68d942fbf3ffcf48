import { ComingSoon } from '../components/ComingSoon';

export default function Admin() {
  return (
    <ComingSoon
      eyebrow="Administrator"
      title="Admin Dashboard"
      intro="Users, balances and reports for the administrator."
      points={['Stats: users, tokens sold and used', 'User search, token editing, add and delete users']}
    />
  );
}
