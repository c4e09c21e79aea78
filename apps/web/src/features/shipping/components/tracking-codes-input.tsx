import { Select, Tag, Tooltip, type SelectProps } from 'antd';
import { messages, transportCodeField } from '@app/shared';

/** Everything that may separate pasted tracking numbers: spaces, new lines, commas, semicolons. */
const SEPARATORS = [' ', ',', ';', '\n', '\r', '\t', '，', '；'];

/** Upper-cased, split at every separator, each number once, in the order given. */
export function normaliseCodes(values: readonly string[]): string[] {
  const codes = values
    .flatMap((value) => value.split(/[\s,;，；]+/))
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

export const isValidCode = (code: string) => transportCodeField.safeParse(code).success;

/** The first wrong tracking number, as a message for the form, or null. */
export function codesProblem(codes: readonly string[], max: number): string | null {
  const wrong = codes.find((code) => !isValidCode(code));
  if (wrong) return `${wrong}: ${messages.transportCodeInvalid}`;
  if (codes.length > max) return `Tối đa ${max} mã vận đơn mỗi lần`;
  return null;
}

type Props = Omit<SelectProps<string[]>, 'value' | 'onChange' | 'mode'> & {
  value?: string[];
  onChange?: (codes: string[]) => void;
};

/**
 * Tracking numbers as tags: type one and press Enter, or paste a whole column from the shop's
 * page; they are split, upper-cased and de-duplicated. A wrong one shows red.
 */
export function TrackingCodesInput({ value = [], onChange, ...rest }: Props) {
  return (
    <Select<string[]>
      {...rest}
      mode="tags"
      value={value}
      onChange={(codes) => onChange?.(normaliseCodes(codes))}
      tokenSeparators={SEPARATORS}
      suffixIcon={null}
      notFoundContent={null}
      options={[]}
      tagRender={({ label, value: code, closable, onClose }) => {
        const valid = isValidCode(String(code));
        const tag = (
          <Tag
            color={valid ? 'blue' : 'red'}
            closable={closable}
            onClose={onClose}
            onMouseDown={(event) => event.preventDefault()}
            style={{ marginInlineEnd: 4, marginBlock: 2 }}
          >
            {label}
          </Tag>
        );
        return valid ? tag : <Tooltip title={messages.transportCodeInvalid}>{tag}</Tooltip>;
      }}
    />
  );
}
