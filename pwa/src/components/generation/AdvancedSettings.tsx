import type { CSSProperties, ReactNode } from 'react';

/** The collapsible Advanced Settings of a generator form. */
export function AdvancedSettings({ children, summary }: { children: ReactNode; summary?: string }) {
  return (
    <details className="advanced-settings">
      <summary>
        <span>Advanced Settings</span>
        {summary && <span className="advanced-summary">{summary}</span>}
        <svg className="advanced-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="advanced-body">{children}</div>
    </details>
  );
}

/** A slider with its label, current value and range. */
export function RangeField({
  id,
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const filled = ((value - min) / (max - min)) * 100;
  return (
    <div className="field range-field">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="range-value">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        style={{ '--filled': `${filled}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="range-scale" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
