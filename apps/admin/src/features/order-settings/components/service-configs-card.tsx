import type { AdminServiceConfig } from '@lawbridge/contract';
import { Button, Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { ServiceConfigModal } from './service-config-modal';

function columns(onEdit: (service: AdminServiceConfig) => void): TableColumnsType<AdminServiceConfig> {
  return [
    { title: '服务', dataIndex: 'name', width: 120 },
    { title: '说明', dataIndex: 'description', ellipsis: true },
    { title: '价格', dataIndex: 'price', width: 110, align: 'right', render: yuan },
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
      width: 80,
      render: (_, service) => (
        <Button type="link" size="small" onClick={() => onEdit(service)}>
          编辑
        </Button>
      ),
    },
  ];
}

/** Priced configs (在线服务价格, 线下预约价格): each one's price and switch, edited in a dialog. */
export function ServiceConfigsCard({
  title,
  services,
}: {
  title: string;
  services: readonly AdminServiceConfig[];
}) {
  const [editing, setEditing] = useState<AdminServiceConfig | null>(null);
  return (
    <Card title={title}>
      <Table<AdminServiceConfig>
        size="middle"
        rowKey="id"
        pagination={false}
        columns={columns(setEditing)}
        dataSource={[...services]}
      />
      {editing && <ServiceConfigModal key={editing.id} service={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
