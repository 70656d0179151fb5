import type { AdminAppointmentItem } from '@lawbridge/contract';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatAppointmentTime } from '../appointment-labels';

/** 预约时间 and 城市 / 类型: when and where the customer asked to meet a lawyer, and about what. */
export const APPOINTMENT_SLOT_COLUMNS: TableColumnsType<AdminAppointmentItem> = [
  {
    title: '预约时间',
    dataIndex: 'appointment_at',
    width: 130,
    render: (at: number) => formatAppointmentTime(at),
  },
  {
    title: '城市 / 类型',
    key: 'place',
    width: 150,
    render: (_, item) => (
      <>
        {item.area_name}
        <br />
        <Typography.Text type="secondary">{item.legal_type_name}</Typography.Text>
      </>
    ),
  },
];
