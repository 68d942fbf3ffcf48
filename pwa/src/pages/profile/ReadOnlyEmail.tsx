import { useId } from 'react';

/** The account's e-mail, shown as a read-only field (Profile and Settings). */
export function ReadOnlyEmail({ email }: { email: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Email</label>
      <input id={id} type="email" value={email} readOnly />
    </div>
  );
}
