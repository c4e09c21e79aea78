import type { CSSProperties, ReactNode } from 'react';
import { Space, theme, Typography } from 'antd';
import { SpreadRow } from './spread-row';

/**
 * The page's one h1, drawn at the size of an antd heading of `size` (h3 by default, as the
 * screens were designed): one h1 per screen, whatever its look.
 */
export function PageHeading({
  children,
  size = 3,
  style,
}: {
  children: ReactNode;
  size?: 2 | 3;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      style={{
        marginTop: 0,
        fontSize: size === 2 ? token.fontSizeHeading2 : token.fontSizeHeading3,
        lineHeight: size === 2 ? token.lineHeightHeading2 : token.lineHeightHeading3,
        ...style,
      }}
    >
      {children}
    </Typography.Title>
  );
}

/**
 * A page's title with its actions beside it (under it on phones). A record's page shows its state
 * next to its code (`beside`) and sits further from the back link above it (`style`).
 */
export function PageTitle({
  title,
  beside,
  actions,
  style,
}: {
  title: ReactNode;
  beside?: ReactNode;
  actions?: ReactNode;
  style?: CSSProperties;
}) {
  const heading = <PageHeading style={{ margin: 0 }}>{title}</PageHeading>;
  return (
    <SpreadRow style={style ?? { marginBottom: 12 }}>
      {beside ? (
        <Space wrap>
          {heading}
          {beside}
        </Space>
      ) : (
        heading
      )}
      {actions && <Space wrap>{actions}</Space>}
    </SpreadRow>
  );
}
