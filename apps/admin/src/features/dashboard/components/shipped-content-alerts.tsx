import type { ContentKey } from '@lawbridge/contract';
import { Alert, Flex, Space } from 'antd';
import { Link } from 'react-router';
import { contentEditPath } from '../../../app/paths';
import { CONTENT_NAMES } from '../../content/content-names';

/**
 * Tells the operator which content pages still show the text the product shipped with: the contact
 * page first (users would call a number that is not the platform's), then the others to review.
 */
export function ShippedContentAlerts({ keys }: { keys: readonly ContentKey[] }) {
  const others = keys.filter((key) => key !== 'contact');
  return (
    <Flex vertical gap={8}>
      {keys.includes('contact') && (
        <Alert
          type="warning"
          showIcon
          title="「联系我们」仍是系统自带的文本"
          description="页面上的客服热线、客服邮箱和办公地址不是贵平台的，用户可能联系不上客服。请改为真实的联系方式后保存。"
          action={<Link to={contentEditPath('contact')}>编辑联系我们</Link>}
        />
      )}
      {others.length > 0 && (
        <Alert
          type="info"
          showIcon
          title="以下内容页仍是系统自带的文本，请核对运营主体名称等信息后保存"
          description={
            <Space separator="、" wrap>
              {others.map((key) => (
                <Link key={key} to={contentEditPath(key)}>
                  {CONTENT_NAMES[key]}
                </Link>
              ))}
            </Space>
          }
        />
      )}
    </Flex>
  );
}
