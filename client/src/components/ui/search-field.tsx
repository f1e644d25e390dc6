import { useId } from 'react';
import { Icon } from './icon';
import './search-field.css';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

/** A search box with a visible magnifier and an accessible (visually hidden) label. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="search-field" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={18} className="search-field__icon" />
      <input
        id={id}
        type="search"
        className="input-box search-field__input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
