import Tag from 'antd-mobile/es/components/tag';

/** Whether the lawyer takes orders now: 接单中, or a grey 暂停接单 (on the card and the lawyer page alike). */
export function AcceptingTag({ accepting }: { accepting: number }) {
  return accepting ? (
    <Tag color="success" fill="outline">
      接单中
    </Tag>
  ) : (
    <Tag color="default" fill="outline">
      暂停接单
    </Tag>
  );
}
