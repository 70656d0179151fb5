import type { AppealActionBody, AppealDetail } from '@lawbridge/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import type { PageProps } from '../../../app/page-types';
import { showToast } from '../../../lib/toast';
import { OrderActionBar, type OrderAction } from '../../orders/components/order-action-bar';
import { useActOnAppeal } from '../api/appeal-mutations';
import { AppealPage } from '../components/appeal-page';
import { AppealDetailSections } from '../components/appeal-sections';

type CustomerAction = AppealActionBody['action'];

const ACTIONS: Record<CustomerAction, { label: string; confirm: string; done: string; primary?: boolean }> = {
  accept_offer: {
    label: '接受退款',
    confirm: '接受后退款将原路退回，申诉结束，确定接受吗？',
    done: '已接受退款',
    primary: true,
  },
  decline_offer: {
    label: '不接受，转平台处理',
    confirm: '不接受律师的退款方案，申诉将转平台裁定，确定吗？',
    done: '已转平台处理',
  },
  withdraw: {
    label: '撤回申诉',
    confirm: '撤回后申诉结束且不能再次申诉此订单，确定撤回吗？',
    done: '申诉已撤回',
  },
};

const isCustomerAction = (name: string): name is CustomerAction => name in ACTIONS;

/** 申诉详情 for the customer (query: id): the appeal, both sides' words, the decision, and the actions open now. */
export default function AppealDetailPage({ query }: PageProps) {
  return (
    <AppealPage query={query} side="customer">
      {(appeal) => <CustomerAppeal appeal={appeal} />}
    </AppealPage>
  );
}

function CustomerAppeal({ appeal }: { appeal: AppealDetail }) {
  const act = useActOnAppeal();

  async function confirmThen(action: CustomerAction) {
    const sure = await Dialog.confirm({
      content: ACTIONS[action].confirm,
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    act.mutate({ id: appeal.id, action }, { onSuccess: () => showToast(ACTIONS[action].done) });
  }

  const actions: OrderAction[] = appeal.actions.filter(isCustomerAction).map((name) => ({
    key: name,
    label: ACTIONS[name].label,
    primary: ACTIONS[name].primary,
    onClick: () => void confirmThen(name),
  }));

  return (
    <div>
      <AppealDetailSections appeal={appeal} side="customer" />
      <OrderActionBar actions={actions} busy={act.isPending} />
    </div>
  );
}
