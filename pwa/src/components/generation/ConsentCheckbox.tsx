import { CONSENT_TEXT } from '../../../../api/contract/generation';
import { useCatalog } from '../../state/catalog';

/**
 * The consent confirmation of an uploaded image (its version is recorded with the upload): the
 * server's wording from the catalog. `invalid` marks it after a submit without it.
 */
export function ConsentCheckbox({
  checked,
  invalid,
  disabled,
  onChange,
}: {
  checked: boolean;
  invalid: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { catalog } = useCatalog();
  return (
    <label className={`checkbox consent${invalid && !checked ? ' invalid' : ''}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{catalog?.consent.text ?? CONSENT_TEXT}</span>
    </label>
  );
}
