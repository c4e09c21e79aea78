import { Tag } from 'antd';
import { OrderState, labelOf, orderStateNames } from '@app/shared';

const colors: Partial<Record<number, string>> = {
  [OrderState.AwaitingDeposit]: 'gold',
  [OrderState.InVietnamWarehouse]: 'orange',
  [OrderState.Delivered]: 'green',
  [OrderState.Cancelled]: 'default',
};

export function OrderStateTag({ state, name }: { state: number; name?: string }) {
  return <Tag color={colors[state] ?? 'blue'}>{name || labelOf(orderStateNames, state)}</Tag>;
}
