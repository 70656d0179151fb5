import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { formatFen } from '@lawbridge/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';

interface Figure {
  title: string;
  value: string | number;
  suffix: string;
  /** Red: a negative balance blocks withdrawals; strikes and open appeals ask for a closer look. */
  alarming: boolean;
}

function figuresOf(withdrawal: AdminWithdrawalDetail): Figure[] {
  const { balances } = withdrawal;
  return [
    { title: '可提现', value: formatFen(balances.available), suffix: '元', alarming: balances.available < 0 },
    { title: '待结算', value: formatFen(balances.pending), suffix: '元', alarming: false },
    { title: '冻结中', value: formatFen(balances.frozen), suffix: '元', alarming: false },
    { title: '近60天违规', value: withdrawal.strikes, suffix: '次', alarming: withdrawal.strikes > 0 },
    {
      title: '进行中的申诉',
      value: withdrawal.open_appeals,
      suffix: '件',
      alarming: withdrawal.open_appeals > 0,
    },
  ];
}

/** The lawyer's balances now (this withdrawal's amount is in 冻结中 while open), strikes and open appeals. */
export function LawyerStanding({ withdrawal }: { withdrawal: AdminWithdrawalDetail }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[8, 8]}>
      {figuresOf(withdrawal).map((figure) => (
        <Col key={figure.title} flex="1 1 0">
          <Card size="small">
            <Statistic
              title={figure.title}
              value={figure.value}
              suffix={figure.suffix}
              styles={{ content: { fontSize: 18, ...(figure.alarming ? { color: token.colorError } : {}) } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
