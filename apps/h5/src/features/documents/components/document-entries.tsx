import List from 'antd-mobile/es/components/list';
import { FolderOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';

/** 文档 on 我的: the documents bought (已购文档) and uploaded (我的文档). */
export function DocumentEntries() {
  const { navigateTo } = useAppNavigation();
  return (
    <List mode="card" header="文档">
      <List.Item prefix={<ShopbagOutline />} onClick={() => navigateTo(PATHS.documentPurchased)}>
        已购文档
      </List.Item>
      <List.Item prefix={<FolderOutline />} onClick={() => navigateTo(PATHS.documentMine)}>
        我的文档
      </List.Item>
    </List>
  );
}
