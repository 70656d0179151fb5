import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';

/** `6222 0000 1234 5678` → `**** 5678`: enough to tell accounts apart on screen. */
export function maskAccountNo(accountNo: string): string {
  return `**** ${accountNo.slice(-4)}`;
}

/**
 * Where the money goes: the WeChat payee's real name, or the law firm's account with its number masked until
 * the operator asks to see it in full (to pay a bank transfer by hand).
 */
export function PayeeText({ payee }: { payee: AdminWithdrawalDetail['payee'] }) {
  const [shown, setShown] = useState(false);
  if (payee.kind === 'wechat') {
    return <Typography.Text>微信零钱 · {payee.real_name}</Typography.Text>;
  }
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{payee.account_name}</Typography.Text>
      <Typography.Text>{payee.bank_name}</Typography.Text>
      <Flex align="center" gap={4}>
        <Typography.Text
          copyable={shown ? { text: payee.account_no } : false}
          style={{ fontFamily: 'monospace' }}
        >
          {shown ? payee.account_no : maskAccountNo(payee.account_no)}
        </Typography.Text>
        <Button
          type="link"
          size="small"
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setShown(!shown)}
        >
          {shown ? '隐藏账号' : '显示完整账号'}
        </Button>
      </Flex>
    </Flex>
  );
}
