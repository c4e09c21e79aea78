import { useState } from 'react';
import { Button, Space } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { type MessageRow } from '@app/shared';
import { ListPage } from '../../../components/list-page';
import { showConfirm } from '../../../lib/dialogs';
import { useListPage } from '../../../lib/use-list-page';
import { messagesQuery } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { MessageFilterFields, type FilterValues } from '../components/message-filter';
import { MessageTable } from '../components/message-table';

export default function MessageListPage() {
  // Filters live in the URL so the header search box and the back button both work.
  const { list, table } = useListPage<FilterValues, MessageRow>(
    { message: '', from: '', end: '' },
    messagesQuery,
  );
  const [selected, setSelected] = useState<number[]>([]);
  const markRead = useMarkRead();

  // A new search or page shows other rows: what was ticked no longer applies.
  const search = (next: FilterValues) => {
    list.set(next);
    setSelected([]);
  };
  const setPage = (nextPage: number, nextTake: number) => {
    table.onPage(nextPage, nextTake);
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
    <ListPage
      title="Thông báo"
      list={{ filter: list.filter, set: search }}
      filterName="message-filter"
      Filters={MessageFilterFields}
      // On phones the action buttons follow straight after the search button.
      phoneMargins={{ form: 0 }}
    >
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
        {...table}
        selected={selected}
        onSelect={setSelected}
        onPage={setPage}
        onOpen={open}
      />
    </ListPage>
  );
}
