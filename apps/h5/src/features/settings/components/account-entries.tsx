import List from 'antd-mobile/es/components/list';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';

/** 账号与安全: 更换手机号 and 注销账号, on both sides' 设置. */
export function AccountEntries() {
  const { navigateTo } = useAppNavigation();
  return (
    <List mode="card" header="账号与安全">
      <List.Item onClick={() => navigateTo(PATHS.changePhone)}>更换手机号</List.Item>
      <List.Item onClick={() => navigateTo(PATHS.closeAccount)}>注销账号</List.Item>
    </List>
  );
}
