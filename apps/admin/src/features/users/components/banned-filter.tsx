import { FlagFilter, type Flag } from '../../../components/flag-filter';

const OPTIONS = [
  { value: 0, label: '正常' },
  { value: 1, label: '已封禁' },
] as const;

/** Narrows 用户管理 to banned users or to the others; cleared means both. */
export function BannedFilter(props: {
  value: Flag | undefined;
  onChange: (banned: Flag | undefined) => void;
}) {
  return <FlagFilter label="封禁状态" placeholder="全部用户" options={OPTIONS} {...props} />;
}
