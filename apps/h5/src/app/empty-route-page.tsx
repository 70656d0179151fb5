import { EmptyState } from '../components/empty-state';

/** The page frame's content for routes whose capability is not built yet. */
export default function EmptyRoutePage() {
  return <EmptyState text="暂无内容" />;
}
