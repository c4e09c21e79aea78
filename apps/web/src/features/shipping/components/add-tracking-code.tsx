import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { messages } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useEditConsignment } from '../api/consignments';
import { isValidCode } from './tracking-codes-input';

/** A tracking number the shop sent later: one at a time, upper-cased like the scanners read it. */
export function AddTrackingCode({ consignmentId }: { consignmentId: number }) {
  const edit = useEditConsignment(consignmentId);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const value = code.trim().toUpperCase();
    if (!isValidCode(value)) {
      setProblem(messages.transportCodeInvalid);
      return;
    }
    setProblem(null);
    edit.mutate(
      { action: 'add-code', TransportCode: value },
      {
        onSuccess: () => {
          setCode('');
          toast.success(`Đã thêm mã vận đơn ${value}`);
        },
      },
    );
  };

  return (
    <Form layout="vertical" name="add-tracking-code" onFinish={submit}>
      <Form.Item
        label="Thêm mã vận đơn"
        htmlFor="add-tracking-code-input"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
        style={{ marginBottom: 0 }}
      >
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Input
            id="add-tracking-code-input"
            value={code}
            maxLength={50}
            placeholder="Mã vận đơn shop gửi"
            onChange={(event) => {
              setCode(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={edit.isPending}
            disabled={!code.trim()}
          >
            Thêm
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
