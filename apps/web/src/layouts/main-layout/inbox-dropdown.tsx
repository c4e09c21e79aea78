import { useState } from 'react';
import { Badge, Button, Dropdown, Empty, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { formatDate, labelOf, messageTypeNames } from '@app/shared';
import { paths } from '../../app/routes';
import { useUserConfig } from '../../lib/session';

/** spec §2: unread badge, 'Bạn có N thông báo', the newest messages and a link to all. */
export function InboxDropdown() {
  const config = useUserConfig();
  const navigate = useNavigate();
  const unread = config?.NumberMessages ?? 0;
  const recent = config?.Messages ?? [];
  // Controlled, so following a message or 'Xem tất cả' closes the panel.
  const [open, setOpen] = useState(false);
  const goToList = () => {
    setOpen(false);
    void navigate(paths.messageList);
  };

  const panel = (
    <div
      style={{
        width: 340,
        maxWidth: 'calc(100vw - 24px)',
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
      }}
    >
      <div style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>Bạn có {unread} thông báo</Typography.Text>
      </div>
      {recent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có thông báo" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflow: 'auto' }}>
          {recent.map((row) => (
            <li
              key={row.Id}
              style={{ padding: '8px 16px', borderBottom: '1px solid #f5f5f5', cursor: 'pointer' }}
              onClick={goToList}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Tag color="red">
                  {row.MessageTypeName || labelOf(messageTypeNames, row.MessageType)}
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(row.CreatedDate)}
                </Typography.Text>
              </div>
              <Typography.Paragraph
                style={{ margin: '4px 0 0', fontWeight: row.IsRead ? 400 : 600 }}
                ellipsis={{ rows: 2 }}
              >
                {row.Note}
              </Typography.Paragraph>
            </li>
          ))}
        </ul>
      )}
      <div style={{ padding: '8px 16px', textAlign: 'center' }}>
        <Link to={paths.messageList} onClick={() => setOpen(false)}>
          Xem tất cả
        </Link>
      </div>
    </div>
  );

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // On a phone the bell is not at the screen's edge: the panel shifts to stay on screen.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      open={open}
      onOpenChange={setOpen}
      popupRender={() => panel}
    >
      <Button
        type="text"
        aria-label={`Thông báo: ${unread} chưa đọc`}
        icon={
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 20 }} />
          </Badge>
        }
      />
    </Dropdown>
  );
}
