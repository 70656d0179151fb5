import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { OrderActionBar } from '../../orders/components/order-action-bar';
import { AppealPage } from '../components/appeal-page';
import { AppealDetailSections } from '../components/appeal-sections';

/** 申诉详情 for the lawyer (query: id): the customer's appeal and evidence; 答复申诉 while it waits for the lawyer. */
export default function LawyerAppealDetailPage({ query }: PageProps) {
  const { navigateTo } = useAppNavigation();
  return (
    <AppealPage query={query} side="lawyer">
      {(appeal) => (
        <div>
          <AppealDetailSections appeal={appeal} side="lawyer" />
          <OrderActionBar
            busy={false}
            actions={
              appeal.actions.includes('offer') || appeal.actions.includes('contest')
                ? [
                    {
                      key: 'answer',
                      label: '答复申诉',
                      primary: true,
                      onClick: () => navigateTo(withQuery(PATHS.lawyerAppealAnswer, { id: appeal.id })),
                    },
                  ]
                : []
            }
          />
        </div>
      )}
    </AppealPage>
  );
}
