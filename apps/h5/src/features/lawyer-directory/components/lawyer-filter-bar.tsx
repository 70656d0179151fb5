import { LAWYER_SORT_LABELS } from '@lawbridge/contract';
import Dropdown, { type DropdownRef } from 'antd-mobile/es/components/dropdown';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMemo, useRef } from 'react';
import { AsyncView } from '../../../components/async-view';
import { useAreaTree } from '../../common/api/get-area-tree';
import { useLegalTypeTree } from '../../common/api/get-legal-type-tree';
import type { LawyerFilters } from '../lawyer-filters';
import { areaOptions, labelOf, legalTypeOptions } from './filter-options';
import styles from './lawyer-filter-bar.module.css';
import { SortPicker } from './sort-picker';
import { TwoLevelPicker } from './two-level-picker';

export interface LawyerFilterBarProps {
  filters: LawyerFilters;
  onChange(filters: LawyerFilters): void;
}

const pickerLoading = <Skeleton.Paragraph lineCount={5} animated className={styles.loading} />;

/** 地区, 擅长领域 and 排序 dropdowns; each title shows the current choice. */
export function LawyerFilterBar({ filters, onChange }: LawyerFilterBarProps) {
  const dropdown = useRef<DropdownRef>(null);
  const areaTree = useAreaTree();
  const legalTypeTree = useLegalTypeTree();
  const areas = useMemo(() => areaOptions(areaTree.data ?? []), [areaTree.data]);
  const legalTypes = useMemo(() => legalTypeOptions(legalTypeTree.data ?? []), [legalTypeTree.data]);
  const legalTypeValue = filters.legal_type_id === undefined ? undefined : String(filters.legal_type_id);

  function choose(change: Partial<LawyerFilters>) {
    dropdown.current?.close();
    onChange({ ...filters, ...change });
  }

  return (
    <Dropdown ref={dropdown} className={styles.bar}>
      <Dropdown.Item
        key="area"
        title={labelOf(areas, filters.area_code) ?? '地区'}
        highlight={filters.area_code !== undefined}
        destroyOnClose
      >
        <AsyncView query={areaTree} loading={pickerLoading}>
          {() => (
            <TwoLevelPicker
              options={areas}
              value={filters.area_code}
              allLabel="全国"
              onSelect={(area_code) => choose({ area_code })}
            />
          )}
        </AsyncView>
      </Dropdown.Item>
      <Dropdown.Item
        key="legal-type"
        title={labelOf(legalTypes, legalTypeValue) ?? '擅长领域'}
        highlight={legalTypeValue !== undefined}
        destroyOnClose
      >
        <AsyncView query={legalTypeTree} loading={pickerLoading}>
          {() => (
            <TwoLevelPicker
              options={legalTypes}
              value={legalTypeValue}
              allLabel="全部领域"
              onSelect={(id) => choose({ legal_type_id: id === undefined ? undefined : Number(id) })}
            />
          )}
        </AsyncView>
      </Dropdown.Item>
      <Dropdown.Item
        key="sort"
        title={LAWYER_SORT_LABELS[filters.sort]}
        highlight={filters.sort !== 'default'}
        destroyOnClose
      >
        <SortPicker value={filters.sort} onSelect={(sort) => choose({ sort })} />
      </Dropdown.Item>
    </Dropdown>
  );
}
