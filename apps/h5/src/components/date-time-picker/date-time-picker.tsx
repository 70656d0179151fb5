import PickerView from 'antd-mobile/es/components/picker-view';
import type { PickerValue } from 'antd-mobile/es/components/picker-view';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { pad2, toShanghaiParts, type DateParts } from '../../lib/format';
import { t } from '../../lib/i18n';
import styles from './date-time-picker.module.css';
import {
  buildColumns,
  defaultBounds,
  normalizeValue,
  selectionOf,
  type PartName,
  type PickerBounds,
  type PickerMode,
  type TimeSlots,
  weekdayLabel,
} from './picker-rules';
import { useDelayedVisibility } from './use-delayed-visibility';

export interface DateTimePickerProps {
  mode: PickerMode;
  visible: boolean;
  /** The current value; today (Asia/Shanghai) when empty. */
  value?: DateParts | null;
  /** Defaults to 150 years either side of today, 00:00–23:59. */
  bounds?: PickerBounds;
  title?: string;
  /** Only these times (steps within opening hours); every minute of the day without. */
  slots?: TimeSlots;
  /** Wheels read 2025年 03月 08日 周六 14时 30分 instead of bare numbers. */
  unitLabels?: boolean;
  onConfirm(value: DateParts): void;
  onClose(): void;
}

/** A bottom sheet of wheels for a date, a time or both, following the seed §5 rules. */
export function DateTimePicker({ visible, ...sheet }: DateTimePickerProps) {
  const { mounted, open } = useDelayedVisibility(visible);
  return mounted ? createPortal(<PickerSheet open={open} {...sheet} />, document.body) : null;
}

function PickerSheet({
  open,
  mode,
  value,
  bounds,
  title,
  slots,
  unitLabels = false,
  onConfirm,
  onClose,
}: Omit<DateTimePickerProps, 'visible'> & { open: boolean }) {
  const [limits] = useState(() => bounds ?? defaultBounds(toShanghaiParts(Date.now())));
  const [draft, setDraft] = useState(() =>
    normalizeValue(mode, value ?? toShanghaiParts(Date.now()), limits, slots),
  );
  const columns = buildColumns(mode, draft, limits, slots);
  const selected = selectionOf(columns, draft).map(
    (index, column) => columns[column]?.options[index] ?? null,
  );

  function change(values: PickerValue[]) {
    const picked = columns.reduce<DateParts>(
      (parts, column, index) => ({ ...parts, [column.part]: Number(values[index] ?? parts[column.part]) }),
      draft,
    );
    setDraft(normalizeValue(mode, picked, limits, slots));
  }

  return (
    <div className={open ? `${styles.root} ${styles.open}` : styles.root}>
      <div className={styles.mask} onClick={onClose} />
      <div
        className={unitLabels ? `${styles.panel} ${styles.units}` : styles.panel}
        role="dialog"
        aria-label={title}
      >
        <div className={styles.toolbar}>
          <button type="button" className={styles.action} onClick={onClose}>
            {t('cancel')}
          </button>
          <span className={styles.title}>{title}</span>
          <button
            type="button"
            className={`${styles.action} ${styles.done}`}
            onClick={() => onConfirm(draft)}
          >
            {t('done')}
          </button>
        </div>
        <PickerView
          columns={columns.map((column) =>
            column.options.map((option) => ({
              label: unitLabels ? unitLabelOf(column.part, option, draft) : labelOf(column.part, option),
              value: option,
            })),
          )}
          value={selected}
          onChange={change}
        />
      </div>
    </div>
  );
}

const labelOf = (part: PartName, option: number): string => (part === 'year' ? String(option) : pad2(option));

const UNITS: Record<PartName, string> = { year: '年', month: '月', day: '日', hour: '时', minute: '分' };

/** 2025年, 03月, 08日 周六 (the weekday of that day in the draft's month), 14时, 30分. */
export function unitLabelOf(part: PartName, option: number, draft: DateParts): string {
  const text = `${labelOf(part, option)}${UNITS[part]}`;
  if (part !== 'day') return text;
  return `${text} ${weekdayLabel(draft.year, draft.month, option)}`;
}
