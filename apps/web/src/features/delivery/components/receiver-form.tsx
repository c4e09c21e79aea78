import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  DeliveryMethod,
  STREET_MAX,
  addressPartsSchema,
  composeAddress,
  createDeliverySchema,
  deliveryMethodNames,
  foldVietnamese,
  type CreateDeliveryBody,
  type SavedAddressRow,
  type UserInfo,
} from '@app/shared';
import { FormCol } from '../../../components/form-col';
import { NoteInput } from '../../../components/note-input';
import { showConfirm, toast } from '../../../lib/dialogs';
import { zodRules } from '../../../lib/zod-form-rules';
import {
  provincesQuery,
  useDeleteSavedAddress,
  useMakeDefaultAddress,
  wardsQuery,
} from '../api/addresses';

/** "Địa chỉ khác": none of the saved addresses, the fields typed anew. */
const NEW_ADDRESS = 0;

export interface ReceiverValues {
  ReceiverName: string;
  ReceiverPhone: string;
  Method: DeliveryMethod;
  Note: string;
  /** The saved address the fields came from, or NEW_ADDRESS. */
  SavedId: number;
  ProvinceCode?: string | undefined;
  WardCode?: string | undefined;
  Street: string;
  /** "Lưu địa chỉ này", for a new address. */
  SaveAddress: boolean;
}

/** What the form answers: the request's receiver, method and address, without the goods. */
export type ReceiverAnswer = Omit<CreateDeliveryBody, 'ListOrders'>;

const rules = (field: 'ReceiverName' | 'ReceiverPhone' | 'Method' | 'Note') =>
  zodRules(createDeliverySchema, field);
const partRules = (field: keyof typeof addressPartsSchema.shape) =>
  zodRules(addressPartsSchema, field);

/** The fields a saved address fills. */
const fieldsOf = (address: SavedAddressRow) => ({
  SavedId: address.Id,
  ReceiverName: address.ReceiverName,
  ReceiverPhone: address.ReceiverPhone,
  ProvinceCode: address.ProvinceCode,
  WardCode: address.WardCode,
  Street: address.Street,
});

/**
 * Where the form starts: the default or last used saved address, else the profile's name and
 * phone with the address to choose; a door delivery unless said otherwise.
 */
export function receiverStart(
  info: Pick<UserInfo, 'FullName' | 'Phone'> | undefined,
  saved: SavedAddressRow[],
): ReceiverValues {
  const blank = {
    ReceiverName: info?.FullName ?? '',
    ReceiverPhone: info?.Phone ?? '',
    Method: DeliveryMethod.Door,
    Note: '',
    SavedId: NEW_ADDRESS,
    ProvinceCode: undefined,
    WardCode: undefined,
    Street: '',
    SaveAddress: true,
  };
  const first = saved[0];
  return first ? { ...blank, ...fieldsOf(first) } : blank;
}

/** Searches by any part of a name, with or without diacritics: "cua nam" finds "Phường Cửa Nam". */
const search = {
  filterOption: (input: string, option?: { label: string }) =>
    foldVietnamese(option?.label ?? '').includes(foldVietnamese(input.trim())),
};

/** The remembered addresses: choosing one fills the fields; each can be forgotten or made the default. */
function SavedAddresses({
  saved,
  onChoose,
  onForget,
}: {
  saved: SavedAddressRow[];
  onChoose: (address: SavedAddressRow | undefined) => void;
  onForget: (id: number) => void;
}) {
  const remove = useDeleteSavedAddress();
  const makeDefault = useMakeDefaultAddress();
  const forget = async (address: SavedAddressRow) => {
    if (!(await showConfirm(`Xóa địa chỉ "${address.Address}" khỏi sổ địa chỉ?`))) return;
    remove.mutate(address.Id, {
      onSuccess: () => {
        toast.success('Đã xóa địa chỉ');
        onForget(address.Id);
      },
    });
  };
  return (
    <Form.Item label="Địa chỉ đã lưu" name="SavedId">
      <Radio.Group
        style={{ width: '100%' }}
        onChange={(event) =>
          onChoose(saved.find((address) => address.Id === (event.target.value as number)))
        }
      >
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          {saved.map((address) => (
            <div
              key={address.Id}
              style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <Radio value={address.Id} style={{ flex: '1 1 240px' }}>
                <strong>{address.ReceiverName}</strong> · {address.ReceiverPhone}
                {address.IsDefault && (
                  <Tag color="blue" style={{ marginInlineStart: 8 }}>
                    Mặc định
                  </Tag>
                )}
                <div>
                  <Typography.Text type="secondary">{address.Address}</Typography.Text>
                </div>
              </Radio>
              <Space size={4}>
                {!address.IsDefault && (
                  <Button
                    size="small"
                    type="link"
                    loading={makeDefault.isPending && makeDefault.variables === address.Id}
                    onClick={() => makeDefault.mutate(address.Id)}
                    aria-label={`Đặt làm mặc định: ${address.Address}`}
                  >
                    Đặt mặc định
                  </Button>
                )}
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.isPending && remove.variables === address.Id}
                  onClick={() => void forget(address)}
                  aria-label={`Xóa địa chỉ: ${address.Address}`}
                />
              </Space>
            </div>
          ))}
          <Radio value={NEW_ADDRESS}>Địa chỉ khác</Radio>
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}

/**
 * Who receives the goods, where, and how. A door delivery asks the province, the ward and the
 * street (or takes a saved address); a pickup at the warehouse asks no address and shows the
 * warehouse's instead.
 */
export function ReceiverForm({
  form,
  initialValues,
  saved,
  warehouseNote,
  validateTrigger,
  onFinish,
  onFinishFailed,
}: {
  form: FormInstance<ReceiverValues>;
  initialValues: ReceiverValues;
  saved: SavedAddressRow[];
  /** The chosen warehouse's address and hours, shown for a pickup. */
  warehouseNote: string;
  validateTrigger: string[];
  onFinish: (answer: ReceiverAnswer) => void;
  onFinishFailed: () => void;
}) {
  const method = Form.useWatch('Method', form) ?? initialValues.Method;
  const savedId = Form.useWatch('SavedId', form) ?? initialValues.SavedId;
  const provinceCode = Form.useWatch('ProvinceCode', form) ?? initialValues.ProvinceCode ?? '';
  const provinces = useQuery(provincesQuery);
  const wards = useQuery(wardsQuery(provinceCode));
  const door = method === DeliveryMethod.Door;

  const choose = (address: SavedAddressRow | undefined) =>
    form.setFieldsValue(
      address ? fieldsOf(address) : { SavedId: NEW_ADDRESS, WardCode: undefined, Street: '' },
    );

  const finish = (values: ReceiverValues) => {
    const receiver = {
      ReceiverName: values.ReceiverName,
      ReceiverPhone: values.ReceiverPhone,
      Method: values.Method,
      Note: values.Note,
    };
    if (!door) return onFinish({ ...receiver, Address: '' });
    const province = provinces.data?.Items.find((row) => row.Code === values.ProvinceCode);
    const ward = wards.data?.Items.find((row) => row.Code === values.WardCode);
    onFinish({
      ...receiver,
      ProvinceCode: values.ProvinceCode,
      WardCode: values.WardCode,
      Street: values.Street,
      Address: composeAddress(values.Street, ward?.Name ?? '', province?.Name ?? ''),
      // A saved address chosen again moves up the list.
      SaveAddress: values.SavedId !== NEW_ADDRESS || values.SaveAddress,
    });
  };

  return (
    <Form<ReceiverValues>
      form={form}
      layout="vertical"
      name="delivery-receiver"
      initialValues={initialValues}
      validateTrigger={validateTrigger}
      onFinish={finish}
      onFinishFailed={onFinishFailed}
    >
      <Form.Item label="Hình thức nhận hàng" name="Method" rules={rules('Method')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={Object.values(DeliveryMethod).map((value) => ({
            value,
            label: deliveryMethodNames[value],
          }))}
        />
      </Form.Item>
      {door && saved.length > 0 && (
        <SavedAddresses
          saved={saved}
          onChoose={choose}
          onForget={(id) => {
            if (id === savedId) choose(undefined);
          }}
        />
      )}
      <Row gutter={16}>
        <FormCol
          md={12}
          label="Người nhận"
          name="ReceiverName"
          required
          rules={rules('ReceiverName')}
        >
          <Input maxLength={100} autoComplete="name" />
        </FormCol>
        <FormCol
          md={12}
          label="Số điện thoại"
          name="ReceiverPhone"
          required
          rules={rules('ReceiverPhone')}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </FormCol>
      </Row>
      {door ? (
        <>
          <Row gutter={16}>
            <FormCol
              md={12}
              label="Tỉnh/Thành phố"
              name="ProvinceCode"
              required
              rules={partRules('ProvinceCode')}
            >
              <Select
                showSearch={search}
                placeholder="Chọn tỉnh/thành phố"
                loading={provinces.isPending}
                options={provinces.data?.Items.map((row) => ({ value: row.Code, label: row.Name }))}
                onChange={() => form.setFieldsValue({ WardCode: undefined })}
                notFoundContent="Không tìm thấy tỉnh/thành phố"
              />
            </FormCol>
            <FormCol
              md={12}
              label="Phường/Xã"
              name="WardCode"
              required
              rules={partRules('WardCode')}
            >
              <Select
                showSearch={search}
                placeholder={provinceCode ? 'Chọn phường/xã' : 'Chọn tỉnh/thành phố trước'}
                disabled={!provinceCode}
                loading={wards.isFetching}
                options={wards.data?.Items.map((row) => ({ value: row.Code, label: row.Name }))}
                notFoundContent="Không tìm thấy phường/xã"
              />
            </FormCol>
          </Row>
          <Form.Item label="Số nhà, tên đường" name="Street" required rules={partRules('Street')}>
            <Input
              maxLength={STREET_MAX}
              autoComplete="address-line1"
              placeholder="VD: 12 Lý Thường Kiệt"
            />
          </Form.Item>
          {savedId === NEW_ADDRESS && (
            <Form.Item name="SaveAddress" valuePropName="checked" style={{ marginTop: -8 }}>
              <Checkbox>Lưu địa chỉ này</Checkbox>
            </Form.Item>
          )}
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Bạn đến kho nhận hàng, không cần địa chỉ giao"
          description={warehouseNote}
        />
      )}
      <Form.Item label="Ghi chú" name="Note" rules={rules('Note')}>
        <NoteInput maxRows={4} placeholder="VD: giao giờ hành chính, gọi trước khi giao" />
      </Form.Item>
    </Form>
  );
}
