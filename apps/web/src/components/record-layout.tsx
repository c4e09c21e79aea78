import type { ReactNode } from 'react';
import { Card, Col, Row } from 'antd';

/** One card of a record's page; false leaves it out (a step the record's state does not offer). */
type RecordSection = { title: string; extra?: ReactNode; body: ReactNode } | false;

function Cards({ sections }: { sections: RecordSection[] }) {
  const shown = sections.filter((section) => section !== false);
  return shown.map(({ title, extra, body }, index) => (
    <Card
      key={title}
      // A region named by its title: a screen reader (and a test) goes to "Chi phí" directly.
      role="region"
      aria-label={title}
      title={title}
      extra={extra}
      size="small"
      style={index < shown.length - 1 ? { marginBottom: 16 } : undefined}
    >
      {body}
    </Card>
  ));
}

/**
 * A record's page under its title (an order, a consignment, a parcel): what it is on the left,
 * its costs and history on the right; one column on a phone.
 */
export function RecordLayout({ main, side }: { main: RecordSection[]; side: RecordSection[] }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Cards sections={main} />
      </Col>
      <Col xs={24} lg={9}>
        <Cards sections={side} />
      </Col>
    </Row>
  );
}
