import type { AdminServiceConfig } from '@lawbridge/contract';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { ServiceBandModal } from './service-band-modal';
import { ServiceConfigModal } from './service-config-modal';

type Editing = { service: AdminServiceConfig; what: 'config' | 'band' } | null;

function columns(
  banded: boolean,
  onEdit: (editing: NonNullable<Editing>) => void,
): TableColumnsType<AdminServiceConfig> {
  return [
    { title: '服务', dataIndex: 'name', width: 120 },
    { title: '说明', dataIndex: 'description', ellipsis: true },
    { title: banded ? '建议价格' : '价格', dataIndex: 'price', width: 110, align: 'right', render: yuan },
    ...(banded
      ? [
          {
            title: '律师价格区间',
            key: 'band',
            width: 190,
            align: 'right' as const,
            render: (_: unknown, service: AdminServiceConfig) =>
              `${yuan(service.min_price)} – ${yuan(service.max_price)}`,
          },
        ]
      : []),
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: number) => (enabled === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '更新时间',
      dataIndex: 'updated_at',
      width: 170,
      render: (at: number) => (at > 0 ? formatShanghaiDateTime(at) : '—'),
    },
    {
      title: '操作',
      key: 'edit',
      width: banded ? 150 : 80,
      render: (_, service) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit({ service, what: 'config' })}>
            编辑
          </Button>
          {banded ? (
            <Button type="link" size="small" onClick={() => onEdit({ service, what: 'band' })}>
              价格区间
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}

/**
 * Priced configs (在线服务价格, 线下预约价格): each one's price and switch, edited in a dialog; the online
 * services (`banded`) also show and edit the band lawyers set their own prices in.
 */
export function ServiceConfigsCard({
  title,
  services,
  banded = false,
}: {
  title: string;
  services: readonly AdminServiceConfig[];
  banded?: boolean;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <Card title={title}>
      <Table<AdminServiceConfig>
        size="middle"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns(banded, setEditing)}
        dataSource={[...services]}
      />
      {editing?.what === 'config' && (
        <ServiceConfigModal
          key={editing.service.id}
          service={editing.service}
          banded={banded}
          onClose={close}
        />
      )}
      {editing?.what === 'band' && (
        <ServiceBandModal key={editing.service.id} service={editing.service} onClose={close} />
      )}
    </Card>
  );
}
