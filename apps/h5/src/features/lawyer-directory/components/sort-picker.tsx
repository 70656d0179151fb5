import { LAWYER_SORT_LABELS, LAWYER_SORTS, type LawyerSort } from '@lawbridge/contract';
import { ChoiceRow } from './choice-row';
import styles from './sort-picker.module.css';

/** The directory's sort orders, one tap each. */
export function SortPicker({ value, onSelect }: { value: LawyerSort; onSelect(sort: LawyerSort): void }) {
  return (
    <ul className={styles.list}>
      {LAWYER_SORTS.map((sort) => (
        <ChoiceRow
          key={sort}
          variant="check"
          label={LAWYER_SORT_LABELS[sort]}
          selected={value === sort}
          onTap={() => onSelect(sort)}
        />
      ))}
    </ul>
  );
}
