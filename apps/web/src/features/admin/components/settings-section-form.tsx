import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Space, Tag } from 'antd';
import { messages, type Settings, type Warehouse } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { showAlert, toast } from '../../../lib/dialogs';
import { useSubmitValidation } from '../../../lib/zod-form-rules';
import { useUpdateSettings } from '../api/settings';
import { SettingsSectionBody } from './settings-section-body';
import { toFormValues, toPayload, type SettingsFormValues } from './settings-form-values';
import type { SettingsSection } from './settings-sections';

/** The part of the editor's values a section saves, to tell whether it was changed. */
const sectionSnapshot = (values: SettingsFormValues, section: SettingsSection) =>
  JSON.stringify(toPayload(values, section.keys));

/**
 * One section of the settings editor: its own form and its own "Lưu", which sends only its keys
 * (the server keeps the others), so two sections saved one after the other never undo each
 * other. `onDirtyChange` tells the page whether it holds changes not saved yet.
 */
export function SettingsSectionForm({
  section,
  settings,
  warehouses,
  onDirtyChange,
}: {
  section: SettingsSection;
  settings: Settings;
  warehouses: readonly Warehouse[];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [form] = Form.useForm<SettingsFormValues>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const save = useUpdateSettings();
  // What the form started from: the settings when it opened, then after each save.
  const [start, setStart] = useState(() => toFormValues(settings, warehouses));
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onValuesChange = () => {
    const now = sectionSnapshot(form.getFieldsValue(true) as SettingsFormValues, section);
    setDirty(now !== sectionSnapshot(start, section));
  };

  const submit = async () => {
    markSubmitted();
    const payload = toPayload(form.getFieldsValue(true) as SettingsFormValues, section.keys);
    setRefusal([]);
    save.mutate(payload, {
      onSuccess: (saved) => {
        const next = toFormValues(saved, warehouses);
        form.setFieldsValue(next);
        setStart(next);
        setDirty(false);
        reset();
        toast.success(`Đã lưu "${section.title}"`);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // The server's sentences (the same schema as the fields): under the fields they are about
        // when a field holds the whole setting, and above the save button in any case.
        if (error.status === 400) {
          const body = (error.body ?? {}) as Record<string, unknown>;
          form.setFields(
            section.keys
              .filter((key) => typeof settings[key] !== 'object' && Array.isArray(body[key]))
              .map((key) => ({ name: key, errors: body[key] as string[] })),
          );
          setRefusal(error.messages);
        } else if (!error.handled) {
          void showAlert(error.messages.join('\n') || messages.serverUnavailable);
        }
      },
    });
  };

  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      name={`settings-${section.id}`}
      validateTrigger={validateTrigger}
      initialValues={start}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
      onFinishFailed={markSubmitted}
    >
      <Card
        title={section.title}
        extra={dirty ? <Tag color="warning">Chưa lưu</Tag> : undefined}
        styles={{ body: { paddingBottom: 8 } }}
      >
        <SettingsSectionBody id={section.id} values={start} warehouses={warehouses} />
        {refusal.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title="Chưa lưu được"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {refusal.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        )}
        <Space style={{ display: 'flex', marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Lưu
          </Button>
          <Button
            disabled={!dirty}
            onClick={() => {
              form.resetFields();
              setDirty(false);
              setRefusal([]);
              reset();
            }}
          >
            Hoàn tác
          </Button>
        </Space>
      </Card>
    </Form>
  );
}
