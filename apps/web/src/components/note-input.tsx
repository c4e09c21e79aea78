import { Input, type GetProps } from 'antd';

type TextAreaProps = GetProps<typeof Input.TextArea>;

/**
 * A note or a reason of up to 255 characters (the shared schemas' limit), its count shown, two
 * lines high and growing to `maxRows`.
 */
export function NoteInput({ maxRows = 5, ...props }: TextAreaProps & { maxRows?: number }) {
  return <Input.TextArea maxLength={255} showCount autoSize={{ minRows: 2, maxRows }} {...props} />;
}
