import type { CSSProperties } from 'react';
import { Form, Input, Select } from 'antd';

/** A select's choices: "all" first (the '' value, no filter), then each value by its name. */
const choicesOf = <V extends number>(
  values: readonly V[],
  names: Record<V, string>,
  all: string,
) => [
  { value: '', label: all },
  ...values.map((value) => ({ value: String(value), label: names[value] })),
];

/**
 * A list filter's text box: one click clears it, the search trims it. By default the list's
 * `keyword` (a code, a name: up to 100 characters, as the server takes it).
 */
export function TextFilter({
  label,
  name = 'keyword',
  placeholder,
  maxLength = 100,
  style,
}: {
  label: string;
  name?: string;
  placeholder: string;
  maxLength?: number;
  style?: CSSProperties;
}) {
  return (
    <Form.Item label={label} name={name} style={style}>
      <Input allowClear placeholder={placeholder} maxLength={maxLength} />
    </Form.Item>
  );
}

/** A list's status filter: "Tất cả trạng thái", then each status by its shared name. */
export function StatusFilter<S extends number>({
  name = 'status',
  statuses,
  names,
  width,
}: {
  name?: string;
  statuses: Record<string, S>;
  names: Record<S, string>;
  width: number | false;
}) {
  const options = choicesOf(Object.values(statuses), names, 'Tất cả trạng thái');
  return <SelectFilter label="Trạng thái" name={name} options={options} width={width} />;
}

/** A list filter's choice: `width` px on a wide screen (false: a phone's full width). */
export function SelectFilter({
  label,
  name,
  options,
  width,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  width: number | false;
}) {
  return (
    <Form.Item label={label} name={name}>
      <Select options={options} style={width ? { width } : undefined} />
    </Form.Item>
  );
}
