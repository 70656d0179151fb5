import { useState } from 'react';
import { ChoiceRow } from './choice-row';
import { parentOf, type FilterOption } from './filter-options';
import styles from './two-level-picker.module.css';

export interface TwoLevelPickerProps {
  options: readonly FilterOption[];
  value: string | undefined;
  /** The first row, which removes the filter: 全国, 全部领域. */
  allLabel: string;
  onSelect(value: string | undefined): void;
}

/**
 * Parents on the left, the open parent's children on the right. A parent without children is chosen
 * at once; 全部 on the right chooses the whole parent.
 */
export function TwoLevelPicker({ options, value, allLabel, onSelect }: TwoLevelPickerProps) {
  const [open, setOpen] = useState(() => parentOf(options, value));
  const children = open?.children ?? [];

  function tapParent(option: FilterOption) {
    if (option.children?.length) setOpen(option);
    else onSelect(option.value);
  }

  return (
    <div className={styles.picker}>
      <ul className={styles.parents}>
        <ChoiceRow
          variant="tab"
          label={allLabel}
          selected={open === undefined}
          onTap={() => onSelect(undefined)}
        />
        {options.map((option) => (
          <ChoiceRow
            key={option.value}
            variant="tab"
            label={option.label}
            selected={open?.value === option.value}
            onTap={() => tapParent(option)}
          />
        ))}
      </ul>
      {open && children.length > 0 ? (
        <ul className={styles.children} aria-label={open.label}>
          <ChoiceRow
            variant="check"
            label="全部"
            selected={value === open.value}
            onTap={() => onSelect(open.value)}
          />
          {children.map((child) => (
            <ChoiceRow
              key={child.value}
              variant="check"
              label={child.label}
              selected={value === child.value}
              onTap={() => onSelect(child.value)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
