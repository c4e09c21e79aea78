import { Button, type ButtonProps } from 'antd';
import { Link } from 'react-router';

/** An action that only goes to another page: a link, drawn as a button among the page's buttons. */
export function LinkButton({ to, ...button }: ButtonProps & { to: string }) {
  return (
    <Link to={to}>
      <Button {...button} />
    </Link>
  );
}
