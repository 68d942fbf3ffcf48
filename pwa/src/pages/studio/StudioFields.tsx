import { type ReactNode, useId } from 'react';

/**
 * A group of radio choices under its legend: each option a label with its radio input and what
 * `children` draws of it (its name, its detail, its shape). `labelOf` names an option whose drawing
 * says nothing to a screen reader.
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  disabled,
  className,
  optionClassName,
  labelOf,
  children,
}: {
  legend: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  disabled: boolean;
  /** The classes of the options' row ('segmented'). */
  className: string;
  /** The classes of each option ('segment'). */
  optionClassName: string;
  labelOf?: (option: V) => string;
  children: (option: V) => ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label key={option} className={optionClassName}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              disabled={disabled}
              aria-label={labelOf?.(option)}
            />
            {children(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A group of toggle chips under its legend (the photography styles, the style models), each with its phrases as its title. */
export function ChipGroup<N extends string>({
  legend,
  hint,
  chips,
  pressed,
  onPress,
  disabled,
}: {
  legend: string;
  hint?: string;
  chips: readonly { name: N; title: string }[];
  pressed: (name: N) => boolean;
  onPress: (name: N) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <div className="style-options">
        {chips.map(({ name, title }) => (
          <button
            key={name}
            type="button"
            className="style-chip"
            aria-pressed={pressed(name)}
            title={title}
            disabled={disabled}
            onClick={() => onPress(name)}
          >
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
