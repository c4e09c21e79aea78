import { useState } from 'react';
import { Col, Input, Modal, Row, Typography } from 'antd';
import { messages, type BagDetail, type CloseBagInput } from '@app/shared';
import { useCloseBag } from '../api/bags';
import { parseSide, parseWeight } from '../lib/measures';

const SIDES = [
  { key: 'Length', label: 'Dài (cm)' },
  { key: 'Width', label: 'Rộng (cm)' },
  { key: 'Height', label: 'Cao (cm)' },
] as const;
type Side = (typeof SIDES)[number]['key'];

/**
 * "Đóng bao": the bag weighed (kg, a comma or a dot) and, if measured, its sides; closed, its
 * manifest is fixed. The weight is typed first and Enter closes the bag.
 */
export function CloseBagModal({
  bag,
  open,
  onClose,
}: {
  bag: BagDetail;
  open: boolean;
  onClose: () => void;
}) {
  const close = useCloseBag(bag.Id);
  const [weight, setWeight] = useState('');
  const [sides, setSides] = useState<Record<Side, string>>({ Length: '', Width: '', Height: '' });
  const [tried, setTried] = useState(false);

  const kg = parseWeight(weight);
  const measured = SIDES.map(({ key }) => [key, parseSide(sides[key])] as const);
  const badSide = measured.some(([, value]) => value === null);
  const submit = () => {
    setTried(true);
    if (kg === null || badSide) return;
    const input: CloseBagInput = { Weight: kg };
    for (const [key, value] of measured) if (sides[key].trim() !== '') input[key] = value!;
    close.mutate(input, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={`Đóng bao ${bag.Code} (${bag.ParcelCount} kiện)`}
      okText="Đóng bao"
      cancelText="Hủy"
      okButtonProps={{ loading: close.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        setWeight('');
        setSides({ Length: '', Width: '', Height: '' });
        setTried(false);
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="bag-weight" style={{ display: 'block', marginBottom: 6 }}>
          <strong>Cân nặng bao (kg)</strong>
        </label>
        <Input
          id="bag-weight"
          size="large"
          autoFocus
          inputMode="decimal"
          autoComplete="off"
          placeholder="VD: 12,5"
          value={weight}
          status={tried && kg === null ? 'error' : undefined}
          onChange={(event) => setWeight(event.target.value)}
        />
        {tried && kg === null && (
          <Typography.Text type="danger">{messages.weightInvalid}</Typography.Text>
        )}
        <Row gutter={8} style={{ marginTop: 12 }}>
          {SIDES.map(({ key, label }) => (
            <Col span={8} key={key}>
              <label htmlFor={`bag-${key}`} style={{ display: 'block', marginBottom: 6 }}>
                {label}
              </label>
              <Input
                id={`bag-${key}`}
                inputMode="decimal"
                autoComplete="off"
                value={sides[key]}
                status={tried && parseSide(sides[key]) === null ? 'error' : undefined}
                onChange={(event) => setSides({ ...sides, [key]: event.target.value })}
              />
            </Col>
          ))}
        </Row>
        {tried && badSide && (
          <Typography.Text type="danger">{messages.sizeInvalid}</Typography.Text>
        )}
        {/* Enter in any box closes the bag, as the scale's keypad ends with it. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
