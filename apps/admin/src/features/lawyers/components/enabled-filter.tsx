import { FlagFilter, type Flag } from '../../../components/flag-filter';

const OPTIONS = [
  { value: 1, label: '已启用' },
  { value: 0, label: '已停用' },
] as const;

/** Narrows the list to enabled or disabled lawyers; cleared means both. */
export function EnabledFilter(props: {
  value: Flag | undefined;
  onChange: (enabled: Flag | undefined) => void;
}) {
  return <FlagFilter label="账号状态" placeholder="全部状态" options={OPTIONS} {...props} />;
}
