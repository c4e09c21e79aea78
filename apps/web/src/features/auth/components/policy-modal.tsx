import { Modal, Typography } from 'antd';
import type { PolicyText } from './policy-texts';

interface Props {
  policy: PolicyText | null;
  onClose: () => void;
}

/** Shows the service terms or the privacy policy over the register form, without leaving it. */
export function PolicyModal({ policy, onClose }: Props) {
  return (
    <Modal
      open={policy !== null}
      title={policy?.title}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {policy?.sections.map((section) => (
        <section key={section.heading}>
          <Typography.Title level={5}>{section.heading}</Typography.Title>
          <Typography.Paragraph>{section.body}</Typography.Paragraph>
        </section>
      ))}
    </Modal>
  );
}
