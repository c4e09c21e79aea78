import { useState } from 'react';
import { Button, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminBagPath } from '../../../app/routes';
import { adminKeys } from '../../../lib/query-keys';
import { warehousesQuery } from '../../../lib/reference-data';
import { createBag } from '../api/bags';

/** The destination last chosen on this computer: a packing table fills bags for one warehouse. */
const DESTINATION_KEY = 'warehouse.bags.destination';

const storedDestination = () => {
  const value = Number(localStorage.getItem(DESTINATION_KEY));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** "Tạo bao": the destination warehouse chosen (the last one offered), then the new bag's page. */
export function CreateBagButton() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const [open, setOpen] = useState(false);
  const [destination, setDestination] = useState<number | undefined>(storedDestination);
  const create = useMutation({
    mutationFn: createBag,
    onSuccess: (bag) => {
      void client.invalidateQueries({ queryKey: adminKeys.bags });
      void navigate(adminBagPath(bag.Id));
    },
  });
  const chosen = warehouses.some((item) => item.Id === destination) ? destination : undefined;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Tạo bao
      </Button>
      <Modal
        open={open}
        title="Tạo bao mới"
        okText="Tạo bao"
        cancelText="Hủy"
        okButtonProps={{ disabled: chosen === undefined, loading: create.isPending }}
        onOk={() => {
          if (chosen === undefined) return;
          localStorage.setItem(DESTINATION_KEY, String(chosen));
          create.mutate(chosen);
        }}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor="bag-destination" style={{ display: 'block', marginBottom: 6 }}>
          <strong>Kho đích ở Việt Nam</strong>
        </label>
        <Select
          id="bag-destination"
          size="large"
          placeholder="Chọn kho nhận bao này"
          value={chosen}
          options={warehouses.map((item) => ({ value: item.Id, label: item.Name }))}
          onChange={(value: number) => setDestination(value)}
          style={{ width: '100%' }}
        />
      </Modal>
    </>
  );
}
