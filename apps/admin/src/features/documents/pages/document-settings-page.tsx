import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { QueryCard } from '../../../components/query-card';
import { useHoldDays } from '../../money-settings/api/hold-days';
import { useDocumentSettings } from '../api/document-settings';
import { DocumentSettingsForm } from '../components/document-settings-form';

/** 文档设置: price band, commission and daily download cap; the hold days are the 配置 page's, shown here. */
export function DocumentSettingsPage() {
  const settings = useDocumentSettings();
  const holdDays = useHoldDays();
  return (
    <PageContainer title="文档设置">
      <Flex vertical gap={16}>
        <QueryCard title="定价、佣金与下载" query={settings}>
          {(current) => <DocumentSettingsForm settings={current} />}
        </QueryCard>
        <QueryCard title="收入冻结期" query={holdDays}>
          {(setting) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              {`文档收入与其他订单收入相同：订单完成后计入上传者的待结算收入，${setting.hold_days} 天后可提现。`}
              {'冻结天数在 '}
              <Link to={paths.settings}>配置 › 收入冻结期</Link>
              {' 中修改。'}
            </Typography.Paragraph>
          )}
        </QueryCard>
      </Flex>
    </PageContainer>
  );
}
