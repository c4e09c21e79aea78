import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAGE, type MessageRow } from '@app/shared';
import { showConfirm } from '../../../lib/dialogs';
import { messagesQuery } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { MessageFilter, type FilterValues } from '../components/message-filter';
import { MessageTable } from '../components/message-table';

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export default function MessageListPage() {
  // Filters live in the URL so the header search box and the back button both work.
  const [params, setParams] = useSearchParams();
  const filter: FilterValues = {
    message: params.get('message') ?? '',
    from: params.get('from') ?? '',
    end: params.get('end') ?? '',
  };
  const page = positive(params.get('page'), 1);
  const take = Math.min(positive(params.get('take'), PAGE.defaultTake), PAGE.maxTake);
  const [selected, setSelected] = useState<number[]>([]);

  const { data, isFetching } = useQuery(
    messagesQuery({ ...filter, skip: (page - 1) * take, take }),
  );
  const markRead = useMarkRead();

  const search = (next: FilterValues, nextPage = 1, nextTake = take) => {
    const query: Record<string, string> = {};
    if (next.message) query.message = next.message;
    if (next.from) query.from = next.from;
    if (next.end) query.end = next.end;
    if (nextPage > 1) query.page = String(nextPage);
    if (nextTake !== PAGE.defaultTake) query.take = String(nextTake);
    setParams(query);
    setSelected([]);
  };

  const open = (row: MessageRow) => {
    if (!row.IsRead) markRead.mutate({ Ids: [row.Id] });
  };

  const markSelected = () =>
    markRead.mutate({ Ids: selected }, { onSuccess: () => setSelected([]) });

  const markAll = async () => {
    if (await showConfirm('Đánh dấu tất cả thông báo là đã đọc?')) {
      markRead.mutate({ All: true }, { onSuccess: () => setSelected([]) });
    }
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Thông báo
      </Typography.Title>
      <Card>
        <MessageFilter value={filter} onSearch={(next) => search(next)} />
        <Space wrap style={{ marginBottom: 12 }}>
          <Button
            icon={<CheckOutlined />}
            disabled={selected.length === 0}
            loading={markRead.isPending}
            onClick={markSelected}
          >
            Đánh dấu đã đọc
          </Button>
          <Button onClick={() => void markAll()} loading={markRead.isPending}>
            Đánh dấu đọc tất cả
          </Button>
        </Space>
        <MessageTable
          rows={data?.Items ?? []}
          total={data?.Total ?? 0}
          page={page}
          pageSize={take}
          loading={isFetching}
          selected={selected}
          onSelect={setSelected}
          onPage={(nextPage, nextTake) =>
            search(filter, nextTake !== take ? 1 : nextPage, nextTake)
          }
          onOpen={open}
        />
      </Card>
    </>
  );
}
