import { Button, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';
import { waitingForLawyerText } from '../refund-hearing';

/**
 * 处理 on an open refund request: enabled once the lawyer was heard; before, disabled with a tooltip that
 * says until when the lawyer may answer.
 */
export function DecideRefundButton({
  heard,
  answerDueAt,
  children,
  ...button
}: Omit<ButtonProps, 'type' | 'disabled'> & { heard: boolean; answerDueAt: number | null }) {
  if (heard) {
    return (
      <Button type="primary" {...button}>
        {children}
      </Button>
    );
  }
  return (
    <Tooltip title={waitingForLawyerText(answerDueAt)}>
      <Button type="primary" {...button} disabled>
        {children}
      </Button>
    </Tooltip>
  );
}
