import { Checkbox, Form, Typography } from 'antd';
import { formatCny, formatVnd, insuranceFee, type PricesAnswer } from '@app/shared';

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/**
 * Wooden crate and insurance, each with what it is for and what it costs from the price list; the
 * insurance estimate follows the declared value being typed.
 */
export function ServiceOptions({
  prices,
  declaredVnd,
}: {
  prices: PricesAnswer | undefined;
  /** The declared goods value at today's rate, for the insurance estimate. */
  declaredVnd: number;
}) {
  const crate = prices?.WoodenCrate;
  const percent = prices?.InsurancePercent;
  return (
    <>
      <Form.Item name="IsWoodenCrate" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>
          <strong>Đóng gỗ</strong>
          <div>
            <Typography.Text type="secondary">
              Kho Trung Quốc đóng khung gỗ quanh kiện để bảo vệ hàng dễ vỡ, dễ móp méo.
              {crate &&
                ` Phí ${formatCny(crate.FirstKgCNY)} cho kg đầu, ${formatCny(crate.NextKgCNY)} mỗi kg tiếp theo, tính khi kiện được cân.`}
            </Typography.Text>
          </div>
        </Checkbox>
      </Form.Item>
      <Form.Item name="IsInsurance" valuePropName="checked">
        <Checkbox>
          <strong>Bảo hiểm hàng hóa</strong>
          <div>
            <Typography.Text type="secondary">
              Bảo hiểm theo giá trị hàng bạn khai báo, phòng khi hàng thất lạc hoặc hư hỏng trên
              đường vận chuyển.
              {percent !== undefined &&
                ` Phí ${number.format(percent)} % giá trị khai báo${
                  declaredVnd > 0
                    ? `, khoảng ${formatVnd(insuranceFee(declaredVnd, percent))} với hàng đang khai báo`
                    : ''
                }.`}
            </Typography.Text>
          </div>
        </Checkbox>
      </Form.Item>
    </>
  );
}
