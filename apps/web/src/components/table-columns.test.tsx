import { Table } from 'antd';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { selectAllTitle } from './table-columns';

describe('selectAllTitle', () => {
  it("names a table's select-all checkbox in Vietnamese for screen readers", () => {
    renderWithApp(
      <Table
        rowKey="Id"
        columns={[{ title: 'Mã', dataIndex: 'Code' }]}
        dataSource={[{ Id: 1, Code: 'DH000001' }]}
        rowSelection={{ columnTitle: selectAllTitle }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Chọn tất cả' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });
});
