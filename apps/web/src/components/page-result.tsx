import type { ReactNode } from 'react';
import { Result, type ResultProps } from 'antd';

/**
 * A page that shows a result instead of its content (an error, no access, a dead link): its title
 * is the page's one h1, drawn at the Result's size.
 */
export function PageResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: ResultProps['status'];
  title: string;
  subTitle: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Result
      status={status}
      title={<h1 className="result-heading">{title}</h1>}
      subTitle={subTitle}
      extra={extra}
    />
  );
}
