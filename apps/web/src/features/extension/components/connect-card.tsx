import { Alert, Button, Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { LinkOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ExtensionStatus } from '@app/shared';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { useUserConfig } from '../../../lib/session';
import {
  extensionConfigQuery,
  extensionStatusQuery,
  ExtensionSilentError,
  useConnectExtension,
} from '../api/connect-extension';
import { isOlderVersion } from '../lib/extension-bridge';
import { DownloadButton } from './download-button';

const TITLE = 'Kết nối tiện ích với tài khoản';

/** A phone runs no extension: adding by link is the way there. */
function OnPhone() {
  return (
    <Card title={TITLE}>
      <Alert
        type="info"
        showIcon
        title="Tiện ích chạy trên máy tính"
        description="Trình duyệt trên điện thoại không cài được tiện ích. Hãy mở trang này trên máy tính (Chrome, Cốc Cốc hoặc Edge). Trên điện thoại, bạn vẫn thêm được sản phẩm bằng đường dẫn: trong ứng dụng Taobao hoặc 1688 bấm Chia sẻ → Sao chép liên kết rồi dán vào giỏ hàng."
      />
      <LinkButton
        to={paths.orderCart}
        type="primary"
        icon={<LinkOutlined />}
        style={{ marginTop: 16 }}
      >
        Thêm sản phẩm bằng đường dẫn
      </LinkButton>
    </Card>
  );
}

/** No extension answered: it is not installed here yet (or was installed after this page opened). */
function NotInstalled() {
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="Trình duyệt này chưa cài tiện ích"
        description="Tải và cài tiện ích theo các bước bên dưới. Cài xong, hãy tải lại trang này để kết nối tiện ích với tài khoản của bạn."
      />
      <Space wrap style={{ marginTop: 16 }}>
        <DownloadButton />
        <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          Đã cài xong, tải lại trang
        </Button>
      </Space>
    </>
  );
}

/** The installed extension: its version and session, and the button that hands it ours. */
function Installed({ status, userName }: { status: ExtensionStatus; userName: string }) {
  const { data: config } = useQuery(extensionConfigQuery);
  const connect = useConnectExtension();
  const outdated = config ? isOlderVersion(status.Version, config.MinVersion) : false;
  const ours = status.SignedIn && status.UserName === userName;

  // One span: the description's cell lays its children out as flex items, which drop a space.
  const sessionText = status.SignedIn ? (
    <span>
      Đã đăng nhập: <strong>{status.UserName}</strong>
    </span>
  ) : (
    'Chưa đăng nhập'
  );

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'version',
            label: 'Phiên bản',
            children: (
              <span>
                {status.Version} {outdated && <Tag color="orange">Cần cập nhật</Tag>}
              </span>
            ),
          },
          { key: 'session', label: 'Tài khoản', children: sessionText },
        ]}
      />
      {outdated && config && (
        <Alert
          type="warning"
          showIcon
          title={`Phiên bản ${status.Version} đã cũ: cần từ ${config.MinVersion} trở lên`}
          description="Hãy tải bản mới, giải nén đè lên thư mục cũ rồi bấm nút tải lại (⟳) trên thẻ tiện ích ở trang chrome://extensions."
        />
      )}
      {connect.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title="Đã kết nối"
          description={`Tiện ích đã đăng nhập bằng tài khoản ${connect.data.UserName || userName}. Mở một trang sản phẩm Taobao, Tmall hoặc 1688 để thêm vào giỏ hàng.`}
        />
      ) : ours ? (
        <Alert
          type="success"
          showIcon
          title="Tiện ích đang dùng tài khoản của bạn"
          description="Mở một trang sản phẩm Taobao, Tmall hoặc 1688 để thêm vào giỏ hàng."
        />
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>
          {status.SignedIn
            ? `Tiện ích đang đăng nhập tài khoản khác (${status.UserName}). Bấm nút dưới để chuyển sang ${userName ? `tài khoản ${userName}` : 'tài khoản bạn đang đăng nhập ở đây'}.`
            : 'Bấm nút dưới để tiện ích dùng tài khoản bạn đang đăng nhập ở đây, không cần gõ lại mật khẩu.'}
        </Typography.Paragraph>
      )}
      {connect.error instanceof ExtensionSilentError && (
        <Alert type="error" showIcon title={connect.error.message} />
      )}
      {!connect.isSuccess && (
        <Button
          type={ours ? 'default' : 'primary'}
          icon={<LinkOutlined />}
          loading={connect.isPending}
          onClick={() => connect.mutate(userName)}
        >
          {ours
            ? 'Kết nối lại'
            : userName
              ? `Kết nối với tài khoản ${userName}`
              : 'Kết nối với tài khoản này'}
        </Button>
      )}
    </Space>
  );
}

/**
 * "Kết nối tiện ích với tài khoản": whether this browser has the extension (it answers a ping
 * when installed), its version and session, and one click to sign it in with this tab's account.
 */
export function ConnectCard({ phone }: { phone: boolean }) {
  const userName = useUserConfig()?.UserInfo?.UserName ?? '';
  const status = useQuery({ ...extensionStatusQuery, enabled: !phone });
  if (phone) return <OnPhone />;
  return (
    <Card title={TITLE}>
      {status.isPending ? (
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">
            Đang tìm tiện ích trên trình duyệt này…
          </Typography.Text>
        </Space>
      ) : status.data ? (
        <Installed status={status.data} userName={userName} />
      ) : (
        <NotInstalled />
      )}
    </Card>
  );
}
