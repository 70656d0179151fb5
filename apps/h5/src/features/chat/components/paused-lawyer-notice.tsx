import { useLawyerDetail } from '../../lawyer-directory/api/get-lawyer-detail';

/**
 * Above the composer of a free conversation: the lawyer has paused taking orders (接单中 off), so they
 * take no new consultations for now. Nothing while the lawyer's page loads or when they take orders.
 */
export function PausedLawyerNotice({ lawyerUuid, className }: { lawyerUuid: string; className?: string }) {
  const lawyer = useLawyerDetail(lawyerUuid);
  if (lawyer.data?.accepting !== 0) return null;
  return (
    <p className={className} role="status">
      该律师已暂停接单，暂不接受新的咨询，留言可能无法及时回复
    </p>
  );
}
