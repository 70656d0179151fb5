import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';

/** 去文档中心 under an empty or refused view. */
export function ToCentreButton() {
  const { navigateTo } = useAppNavigation();
  return (
    <Button size="small" color="primary" fill="outline" onClick={() => navigateTo(PATHS.documentDownload)}>
      去文档中心
    </Button>
  );
}
