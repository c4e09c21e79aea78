import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** One headline figure of a report. */
export interface SummaryCard {
  key: string;
  name: string;
  /** The figure as written: '6.850.000 ₫', '12'. */
  value: string;
  /** Under it, small and grey: a count, a share. */
  note?: ReactNode;
  /** A figure that goes the wrong way (a loss, a debt): in red. */
  danger?: boolean;
  /** The report's main figure: outlined in the brand colour. */
  accent?: boolean;
}

/** A report's headline figures as small cards, two or more a line as the width allows. */
export function SummaryCards({ label, cards }: { label: string; cards: SummaryCard[] }) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: '0 0 16px',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 12,
      }}
    >
      {cards.map((card) => (
        <li key={card.key}>
          <Card
            size="small"
            style={{ height: '100%', ...(card.accent && { borderColor: '#c8102e' }) }}
          >
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {card.name}
            </Typography.Text>
            <Typography.Text
              strong
              type={card.danger ? 'danger' : undefined}
              style={{ display: 'block', fontSize: 18, fontVariantNumeric: 'tabular-nums' }}
            >
              {card.value}
            </Typography.Text>
            {card.note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {card.note}
              </Typography.Text>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
