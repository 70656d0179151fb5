import type { AdminStrikeLawyer } from '@lawbridge/contract';
import { Card, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useListSearch } from '../../../lib/use-list-search';
import { useStrikes, type StrikeListParams } from '../api/get-strikes';
import { LiftPauseModal } from '../components/lift-pause-modal';
import { StrikesTable } from '../components/strikes-table';

const FILTERS = ['paused'] as const;

/** 律师违规: lawyers with strikes from upheld appeals; 3 in 60 days pause 接单中 until an operator lifts it. */
export function StrikesPage() {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTERS);
  const pausedOnly = filters.paused === '1';
  const params: StrikeListParams = { ...paging, ...(pausedOnly ? { paused: 1 } : {}) };
  const strikes = useStrikes(params);
  const [lifting, setLifting] = useState<AdminStrikeLawyer | null>(null);
  return (
    <PageContainer title="律师违规">
      <Card>
        <Flex vertical gap={16}>
          <Segmented
            aria-label="暂停状态"
            value={pausedOnly ? '1' : 'all'}
            options={[
              { value: 'all', label: '全部' },
              { value: '1', label: '已暂停接单' },
            ]}
            onChange={(value) => setFilters({ paused: value === '1' ? '1' : undefined })}
            style={{ alignSelf: 'flex-start' }}
          />
          <StrikesTable
            params={params}
            filtered={pausedOnly}
            query={strikes}
            onPageChange={setPage}
            onLift={setLifting}
          />
        </Flex>
      </Card>
      {lifting && <LiftPauseModal row={lifting} onClose={() => setLifting(null)} />}
    </PageContainer>
  );
}
