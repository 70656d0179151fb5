import styles from './field-trigger.module.css';

export interface FieldTriggerProps {
  /** The chosen value as text; the placeholder shows while it is empty. */
  text: string;
  placeholder: string;
  /** Names the field for assistive technology, e.g. 执业地区. */
  label: string;
  onOpen(): void;
}

/** The tappable value of a form field that is picked in a sheet (area, year, degree, practice areas). */
export function FieldTrigger({ text, placeholder, label, onOpen }: FieldTriggerProps) {
  return (
    <button type="button" className={styles.trigger} aria-label={label} onClick={onOpen}>
      {text ? <span>{text}</span> : <span className={styles.placeholder}>{placeholder}</span>}
    </button>
  );
}
