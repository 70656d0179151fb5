import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../app/navigation/use-app-navigation';
import { PATHS } from '../../app/paths';

/** The way out of an empty list: the lawyer directory. */
export function FindLawyerButton() {
  const { navigateTo } = useAppNavigation();
  return (
    <Button color="primary" size="small" onClick={() => navigateTo(PATHS.lawyerList)}>
      去找律师
    </Button>
  );
}
