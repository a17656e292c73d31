import { type ReactNode, useId } from 'react';
import './field.css';

interface SelectFieldProps {
  label: string;
  value: string | number;
  /** The chosen option's value, as text. */
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Lays out the field among its screen's filters, e.g. `filters__field`. */
  className: string;
  /** The options. */
  children: ReactNode;
}

/** A filter's select with its label above it, as every screen's filters draw one. */
export function SelectField({ label, value, onChange, disabled, className, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
