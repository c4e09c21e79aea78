import { BankOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { publicSettingsQuery } from '../api/get-public-settings';

/** spec §2: the three offices and the bank accounts used for deposits. */
export function LoginFooter() {
  const { data } = useQuery(publicSettingsQuery);
  if (!data) return null;
  const { Contacts, BankAccounts } = data;
  return (
    <footer className="public-footer">
      <p>
        <Link to={paths.prices}>Xem bảng giá dịch vụ</Link>
      </p>
      <h2>Văn phòng</h2>
      <div className="public-footer__grid">
        {Contacts.Offices.map((office) => (
          <section key={office.Name} className="panel panel--small">
            <div className="public-footer__name">{office.Name}</div>
            <div>
              <EnvironmentOutlined /> {office.Address}
            </div>
            {office.Phone && (
              <div>
                <PhoneOutlined /> {office.Phone}
              </div>
            )}
          </section>
        ))}
      </div>
      {BankAccounts.length > 0 && (
        <>
          <h2>Tài khoản ngân hàng</h2>
          <div className="public-footer__grid">
            {BankAccounts.map((account) => (
              <section key={account.Id} className="panel panel--small">
                <div className="public-footer__name">
                  <BankOutlined /> {account.BankName}
                </div>
                <div>
                  Số tài khoản: <strong>{account.AccountNumber}</strong>
                </div>
                <div>Chủ tài khoản: {account.AccountName}</div>
                {account.Branch && <div className="muted">Chi nhánh: {account.Branch}</div>}
              </section>
            ))}
          </div>
        </>
      )}
      {Contacts.Hotline && (
        <p className="muted" style={{ marginTop: 16, textAlign: 'center' }}>
          Hotline: <strong>{Contacts.Hotline}</strong>
        </p>
      )}
    </footer>
  );
}
