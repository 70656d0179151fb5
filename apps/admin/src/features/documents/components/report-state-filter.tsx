import type { DocumentReportState } from '@lawbridge/contract';
import { Segmented } from 'antd';
import { REPORT_STATE_OPTIONS } from '../document-labels';

type ReportTab = DocumentReportState | 'all';

const OPTIONS: Array<{ value: ReportTab; label: string }> = [
  { value: 'all', label: '全部' },
  ...REPORT_STATE_OPTIONS,
];

/** 全部 / 待处理 / 已驳回 / 已下架文档 over the reports. */
export function ReportStateFilter({
  value,
  onChange,
}: {
  value: DocumentReportState | undefined;
  onChange: (state: DocumentReportState | undefined) => void;
}) {
  return (
    <Segmented<ReportTab>
      aria-label="处理状态"
      options={OPTIONS}
      value={value ?? 'all'}
      onChange={(tab) => onChange(tab === 'all' ? undefined : tab)}
    />
  );
}
