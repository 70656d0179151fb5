import { DOCUMENT_SORT_LABELS, DOCUMENT_SORTS } from '@lawbridge/contract';
import Dropdown, { type DropdownRef } from 'antd-mobile/es/components/dropdown';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMemo, useRef, useState } from 'react';
import { AsyncView } from '../../../components/async-view';
import { useLegalTypeTree } from '../../common/api/get-legal-type-tree';
import { labelOf, legalTypeOptions } from '../../lawyer-directory/components/filter-options';
import { TwoLevelPicker } from '../../lawyer-directory/components/two-level-picker';
import type { DocumentFilters } from '../document-filters';
import styles from './document-filter-bar.module.css';

export interface DocumentFilterBarProps {
  filters: DocumentFilters;
  onChange(filters: DocumentFilters): void;
}

/**
 * The legal-type filter (the directory's two-level picker) and the five sorts, one tap each. The practice
 * areas are asked for only when shown: a chosen type's name in the title, or the picker opened (the launch
 * prefetches them after the first screen, so the picker usually has them at once).
 */
export function DocumentFilterBar({ filters, onChange }: DocumentFilterBarProps) {
  const dropdown = useRef<DropdownRef>(null);
  const [opened, setOpened] = useState(false);
  const legalTypeValue = filters.legal_type_id === undefined ? undefined : String(filters.legal_type_id);
  const tree = useLegalTypeTree({ enabled: opened || legalTypeValue !== undefined });
  const legalTypes = useMemo(() => legalTypeOptions(tree.data ?? []), [tree.data]);

  return (
    <div className={styles.filters}>
      <Dropdown
        ref={dropdown}
        className={styles.dropdown}
        onChange={(key) => {
          if (key !== null) setOpened(true);
        }}
      >
        <Dropdown.Item
          key="legal-type"
          title={labelOf(legalTypes, legalTypeValue) ?? '全部类型'}
          highlight={legalTypeValue !== undefined}
          destroyOnClose
        >
          <AsyncView
            query={tree}
            loading={<Skeleton.Paragraph lineCount={5} animated className={styles.loading} />}
          >
            {() => (
              <TwoLevelPicker
                options={legalTypes}
                value={legalTypeValue}
                allLabel="全部类型"
                onSelect={(id) => {
                  dropdown.current?.close();
                  onChange({ ...filters, legal_type_id: id === undefined ? undefined : Number(id) });
                }}
              />
            )}
          </AsyncView>
        </Dropdown.Item>
      </Dropdown>
      <div className={styles.sorts} role="group" aria-label="排序">
        {DOCUMENT_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className={styles.sort}
            aria-pressed={filters.sort === sort}
            onClick={() => onChange({ ...filters, sort })}
          >
            {DOCUMENT_SORT_LABELS[sort]}
          </button>
        ))}
      </div>
    </div>
  );
}
