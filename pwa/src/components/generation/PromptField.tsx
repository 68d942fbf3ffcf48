import { PROMPT_MAX } from '../../../../api/contract/generation';

/**
 * A tool's prompt box: its label with a count towards the longest prompt the API takes, and
 * Ctrl/⌘+Enter to submit its form.
 */
export function PromptField({
  id,
  value,
  onChange,
  placeholder,
  invalid = false,
  rows = 5,
  label = 'Prompt',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid?: boolean;
  rows?: number;
  label?: string;
}) {
  return (
    <div className="field">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        <span className="char-count" aria-hidden="true">
          {value.length} / {PROMPT_MAX}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={PROMPT_MAX}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
      />
    </div>
  );
}
