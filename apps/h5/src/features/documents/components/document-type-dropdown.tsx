import Dropdown, { type DropdownRef } from 'antd-mobile/es/components/dropdown';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useRef } from 'react';
import { AsyncView } from '../../../components/async-view';
import type { useLegalTypeTree } from '../../common/api/get-legal-type-tree';
import type { FilterOption } from '../../lawyer-directory/components/filter-options';
import { TwoLevelPicker } from '../../lawyer-directory/components/two-level-picker';
import styles from './document-filter-bar.module.css';

export const LEGAL_TYPE_ITEM = 'legal-type';

export interface DocumentTypeDropdownProps {
  tree: ReturnType<typeof useLegalTypeTree>;
  legalTypes: FilterOption[];
  value: string | undefined;
  title: string;
  /** Opened at once: it was tapped before its code had loaded. */
  open: boolean;
  onOpen(): void;
  onSelect(id: string | undefined): void;
}

/**
 * The legal-type filter: antd-mobile's Dropdown with the directory's two-level picker. Its popup brings
 * react-spring and @use-gesture, so document-filter-bar.tsx loads it after the first screen.
 */
export default function DocumentTypeDropdown({
  tree,
  legalTypes,
  value,
  title,
  open,
  onOpen,
  onSelect,
}: DocumentTypeDropdownProps) {
  const dropdown = useRef<DropdownRef>(null);
  return (
    <Dropdown
      ref={dropdown}
      className={styles.dropdown}
      defaultActiveKey={open ? LEGAL_TYPE_ITEM : null}
      onChange={(key) => {
        if (key !== null) onOpen();
      }}
    >
      <Dropdown.Item key={LEGAL_TYPE_ITEM} title={title} highlight={value !== undefined} destroyOnClose>
        <AsyncView
          query={tree}
          loading={<Skeleton.Paragraph lineCount={5} animated className={styles.loading} />}
        >
          {() => (
            <TwoLevelPicker
              options={legalTypes}
              value={value}
              allLabel="全部类型"
              onSelect={(id) => {
                dropdown.current?.close();
                onSelect(id);
              }}
            />
          )}
        </AsyncView>
      </Dropdown.Item>
    </Dropdown>
  );
}
