import { Card, Col, Row, Typography } from 'antd';
import { BankOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '../api/get-public-settings';

/** spec §2: the three offices and the bank accounts used for deposits. */
export function LoginFooter() {
  const { data } = useQuery(publicSettingsQuery);
  if (!data) return null;
  const { Contacts, BankAccounts } = data;
  return (
    <footer style={{ marginTop: 32 }}>
      <Typography.Title level={5}>Văn phòng</Typography.Title>
      <Row gutter={[16, 16]}>
        {Contacts.Offices.map((office) => (
          <Col key={office.Name} xs={24} md={8}>
            <Card size="small" title={office.Name} style={{ height: '100%' }}>
              <div>
                <EnvironmentOutlined /> {office.Address}
              </div>
              {office.Phone && (
                <div>
                  <PhoneOutlined /> {office.Phone}
                </div>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      {BankAccounts.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            Tài khoản ngân hàng
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {BankAccounts.map((account) => (
              <Col key={account.Id} xs={24} sm={12} md={8}>
                <Card size="small" style={{ height: '100%' }}>
                  <Typography.Text strong>
                    <BankOutlined /> {account.BankName}
                  </Typography.Text>
                  <div>
                    Số tài khoản:{' '}
                    <Typography.Text copyable>{account.AccountNumber}</Typography.Text>
                  </div>
                  <div>Chủ tài khoản: {account.AccountName}</div>
                  {account.Branch && <div>Chi nhánh: {account.Branch}</div>}
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
      {Contacts.Hotline && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, textAlign: 'center' }}>
          Hotline: {Contacts.Hotline}
        </Typography.Paragraph>
      )}
    </footer>
  );
}
