import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '@app/shared';
import { paths } from '../../../app/routes';

/** Too little money: why, and a button to deposit exactly what is missing. */
export function PayShortfall({ message, shortfall }: { message: string; shortfall: number }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      message={message}
      action={
        shortfall > 0 ? (
          <Link to={`${paths.transactionDeposit}?amount=${shortfall}`}>
            <Button size="small" type="primary">
              Nạp {formatVnd(shortfall)}
            </Button>
          </Link>
        ) : undefined
      }
    />
  );
}
