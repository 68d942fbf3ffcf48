import { useId } from 'react';
import { PROMPT_MAX } from '../../../../api/contract/generation';

/**
 * A tool's prompt box: its label with a count towards the longest prompt the API takes (`counted`),
 * and Ctrl/⌘+Enter to submit its form. Also the negative prompt's box, without the count.
 */
export function PromptField({
  id,
  value,
  onChange,
  placeholder,
  invalid = false,
  rows = 5,
  label = 'Prompt',
  counted = true,
  disabled,
}: {
  /** The textarea's id; one of its own when none is given. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid?: boolean;
  rows?: number;
  label?: string;
  counted?: boolean;
  disabled?: boolean;
}) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const labelled = <label htmlFor={fieldId}>{label}</label>;
  return (
    <div className="field">
      {counted ? (
        <div className="field-label-row">
          {labelled}
          <span className="char-count" aria-hidden="true">
            {value.length} / {PROMPT_MAX}
          </span>
        </div>
      ) : (
        labelled
      )}
      <textarea
        id={fieldId}
        value={value}
        rows={rows}
        maxLength={PROMPT_MAX}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
      />
    </div>
  );
}
