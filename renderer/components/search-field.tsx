import { Icon } from './icon';

/** A search box with its icon: the one filter field every list screen shares. */
export function SearchField(props: {
  label: string;
  placeholder: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest value the search takes: the field refuses more (typed or pasted). */
  maxLength?: number;
}) {
  return (
    <label className="search-field">
      <Icon name="search" />
      <input
        type="search"
        className="search-input"
        aria-label={props.label}
        placeholder={props.placeholder}
        data-testid={props.testId}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(change) => props.onChange(change.target.value)}
      />
    </label>
  );
}
