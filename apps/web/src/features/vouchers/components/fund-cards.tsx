import type { KeyboardEvent } from 'react';
import { Card, Skeleton, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CASH_FUND, formatVnd, type FundAccountRow } from '@app/shared';
import { CellLine } from '../../../components/cell-line';
import { fundAccountsQuery } from '../api/vouchers';

/** The cash box first, then the bank accounts in the settings' order. */
export const cashFirst = (funds: FundAccountRow[]): FundAccountRow[] => [
  ...funds.filter((fund) => fund.Id === CASH_FUND.Id),
  ...funds.filter((fund) => fund.Id !== CASH_FUND.Id),
];

/** The fund accounts, cash box first (the cards, the filter and the form's choice). */
export function useFundAccounts(): { funds: FundAccountRow[]; loading: boolean } {
  const { data, isPending } = useQuery(fundAccountsQuery);
  return { funds: data ? cashFirst(data) : [], loading: isPending };
}

interface Props {
  /** The fund the list is filtered to ('' none), as the URL keeps it. */
  selected: string;
  /** A card picked filters the list to its fund; the picked card again shows every fund. */
  onPick: (fundAccountId: string) => void;
}

/**
 * What each fund account holds now (its approved receipts less its approved payments), one small
 * card a fund; a card is also the list's filter by that fund.
 */
export function FundCards({ selected, onPick }: Props) {
  const { token } = theme.useToken();
  const { funds, loading } = useFundAccounts();
  if (loading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return (
    <div
      role="group"
      aria-label="Số dư các quỹ"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(170px, 40vw), 1fr))',
        gap: 12,
        marginBottom: 16,
      }}
    >
      {funds.map((fund) => {
        const id = String(fund.Id);
        const picked = selected === id;
        const pick = () => onPick(picked ? '' : id);
        return (
          <Card
            key={fund.Id}
            size="small"
            hoverable
            role="button"
            tabIndex={0}
            aria-pressed={picked}
            onClick={pick}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              pick();
            }}
            style={{
              cursor: 'pointer',
              minWidth: 0,
              ...(picked && {
                borderColor: token.colorPrimary,
                background: token.colorPrimaryBg,
              }),
            }}
          >
            <CellLine text={fund.Name} secondary rows={2} />
            <Typography.Text
              strong
              type={fund.Balance < 0 ? 'danger' : undefined}
              style={{ fontSize: 16, whiteSpace: 'nowrap' }}
            >
              {formatVnd(fund.Balance)}
            </Typography.Text>
          </Card>
        );
      })}
    </div>
  );
}
