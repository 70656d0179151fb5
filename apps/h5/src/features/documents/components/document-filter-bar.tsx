import { DOCUMENT_SORT_LABELS, DOCUMENT_SORTS } from '@lawbridge/contract';
import { DownFill } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useFirstScreenComplete } from '../../../app/first-screen';
import { deferredComponent } from '../../../app/lazy/deferred-component';
import { useLegalTypeTree } from '../../common/api/get-legal-type-tree';
import { labelOf, legalTypeOptions } from '../../lawyer-directory/components/filter-options';
import type { DocumentFilters } from '../document-filters';
import type { DocumentTypeDropdownProps } from './document-type-dropdown';
import styles from './document-filter-bar.module.css';

export interface DocumentFilterBarProps {
  filters: DocumentFilters;
  onChange(filters: DocumentFilters): void;
}

/**
 * The legal-type dropdown's code (antd-mobile's Dropdown: its popup brings react-spring and @use-gesture,
 * 26 kB brotli) loads once the first screen is complete, or at once when the filter is tapped before.
 */
const useTypeDropdown = deferredComponent<DocumentTypeDropdownProps>(() =>
  import('./document-type-dropdown').then((module) => module.default),
);

/**
 * The legal-type filter (the directory's two-level picker) and the five sorts, one tap each. The practice
 * areas are asked for only when shown: a chosen type's name in the title, or the picker opened (the launch
 * prefetches them after the first screen, so the picker usually has them at once).
 *
 * Until the dropdown's code has loaded, its closed bar is drawn here with the same elements and classes
 * as antd-mobile's (so nothing moves when it is replaced); a tap on it opens the dropdown once loaded.
 */
export function DocumentFilterBar({ filters, onChange }: DocumentFilterBarProps) {
  const [opened, setOpened] = useState(false);
  const legalTypeValue = filters.legal_type_id === undefined ? undefined : String(filters.legal_type_id);
  const tree = useLegalTypeTree({ enabled: opened || legalTypeValue !== undefined });
  const legalTypes = useMemo(() => legalTypeOptions(tree.data ?? []), [tree.data]);
  const title = labelOf(legalTypes, legalTypeValue) ?? '全部类型';
  const firstScreenComplete = useFirstScreenComplete();
  const TypeDropdown = useTypeDropdown(opened || firstScreenComplete);

  return (
    <div className={styles.filters}>
      {TypeDropdown ? (
        <TypeDropdown
          tree={tree}
          legalTypes={legalTypes}
          value={legalTypeValue}
          title={title}
          open={opened}
          onOpen={() => setOpened(true)}
          onSelect={(id) =>
            onChange({ ...filters, legal_type_id: id === undefined ? undefined : Number(id) })
          }
        />
      ) : (
        <div className={`adm-dropdown ${styles.dropdown}`}>
          <div className="adm-dropdown-nav">
            <div
              className={
                legalTypeValue === undefined
                  ? 'adm-dropdown-item'
                  : 'adm-dropdown-item adm-dropdown-item-highlight'
              }
              onClick={() => setOpened(true)}
            >
              <div className="adm-dropdown-item-title">
                <span className="adm-dropdown-item-title-text">{title}</span>
                <span className="adm-dropdown-item-title-arrow">
                  <DownFill />
                </span>
              </div>
            </div>
          </div>
        </div>
      )}
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
