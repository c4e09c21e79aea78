import { Button, Card, Col, Row, Segmented, Skeleton, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RateKind, rateKindNames } from '@app/shared';
import { PageTitle } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { useUrlList } from '../../../lib/use-url-list';
import { ratesQuery, useProposeRate } from '../api/rates';
import { CurrentRates } from '../components/current-rates';
import { ProposalCard } from '../components/proposal-card';
import { RateForm } from '../components/rate-form';
import { RateHistory } from '../components/rate-history';
import { rateText } from '../lib/rate-text';

const kindFilter = [
  { value: '', label: 'Tất cả' },
  { value: String(RateKind.Selling), label: rateKindNames[RateKind.Selling] },
  { value: String(RateKind.Buying), label: rateKindNames[RateKind.Buying] },
];

/**
 * The rates (DESIGN §10): the selling rate customers' prices use and the buying rate paid in
 * China, each in force from its time; the morning's proposal from Vietcombank waiting for a
 * decision; staff setting a rate; and every rate there has been. An admin's page (area
 * administration: the router shows it to admins only).
 */
export default function RatesPage() {
  const list = useUrlList({ kind: '' });
  const { data, isFetching } = useQuery(
    ratesQuery({ kind: list.filter.kind, skip: list.skip, take: list.take }),
  );
  const propose = useProposeRate();

  const readFeed = () =>
    propose.mutate(undefined, {
      onSuccess: (row) => toast.success(`Đã lấy đề xuất ${rateText(row.Rate)} từ Vietcombank`),
    });

  return (
    <>
      <PageTitle
        title="Tỷ giá"
        actions={
          <Button icon={<CloudDownloadOutlined />} loading={propose.isPending} onClick={readFeed}>
            Lấy tỷ giá Vietcombank
          </Button>
        }
      />
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <CurrentRates selling={data.CurrentSelling} buying={data.CurrentBuying} />
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {data.Proposal && (
              <Col xs={24} lg={12}>
                <ProposalCard key={data.Proposal.Id} proposal={data.Proposal} />
              </Col>
            )}
            <Col xs={24} lg={12}>
              <RateForm />
            </Col>
          </Row>
          <Card title="Lịch sử tỷ giá">
            <Typography.Paragraph type="secondary">
              Mỗi đơn giữ tỷ giá bán của lúc đặt đơn; tỷ giá mới chỉ tính cho các đơn đặt sau.
            </Typography.Paragraph>
            <Segmented
              options={kindFilter}
              value={list.filter.kind}
              onChange={(kind) => list.set({ kind: String(kind) })}
              style={{ marginBottom: 12 }}
            />
            <RateHistory rows={data.Items} loading={isFetching} paging={list.paging(data.Total)} />
          </Card>
        </>
      )}
    </>
  );
}
