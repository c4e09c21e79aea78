import type { FormRule } from 'antd';
import { settingsUpdateSchema, type Settings, type SettingsUpdateInput } from '@app/shared';
import { plainRange, rangeWithDots } from './thousands';

/** The editor's shape: FeeBuyer as rows (a map cannot be a Form.List); the rest as Settings. */
export type SettingsFormValues = Omit<Settings, 'FeeBuyer'> & {
  FeeBuyer: Array<{ Range: string; Percent: number | null }>;
};

export const toFormValues = (settings: Settings): SettingsFormValues => ({
  ...settings,
  FeeBuyer: Object.entries(settings.FeeBuyer).map(([Range, Percent]) => ({
    Range: rangeWithDots(Range),
    Percent,
  })),
});

export function toPayload(values: SettingsFormValues): SettingsUpdateInput {
  return {
    ...values,
    FeeBuyer: Object.fromEntries(
      (values.FeeBuyer ?? []).map((row) => [plainRange(row?.Range), row?.Percent ?? Number.NaN]),
    ),
    // Levels are numbered by their position (the schema wants 0, 1, 2...).
    CustomerLevels: (values.CustomerLevels ?? []).map((level, index) => ({
      ...level,
      Level: index,
    })),
  };
}

const samePath = (a: ReadonlyArray<PropertyKey>, b: ReadonlyArray<PropertyKey>) =>
  a.length === b.length && a.every((part, index) => String(part) === String(b[index]));

/**
 * antd rules for a field at `path` of the settings editor, checked with settingsUpdateSchema so the
 * messages are the server's. FeeBuyer rows are checked one by one (the schema keys them by range).
 */
export function settingsRules(path: ReadonlyArray<string | number>): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const values = getFieldsValue(true) as SettingsFormValues;
        if (path[0] === 'FeeBuyer') {
          const row = values.FeeBuyer?.[Number(path[1])];
          const table = { [plainRange(row?.Range)]: row?.Percent ?? Number.NaN };
          const result = settingsUpdateSchema.shape.FeeBuyer.safeParse(table);
          if (result.success) return;
          const issue = result.error.issues.find((item) =>
            path[2] === 'Range' ? item.path.length === 0 : item.path.length > 0,
          );
          if (issue) throw new Error(issue.message);
          return;
        }
        const result = settingsUpdateSchema.safeParse(toPayload(values));
        if (result.success) return;
        const issue = result.error.issues.find((item) => samePath(item.path, path));
        if (issue) throw new Error(issue.message);
      },
    }),
  ];
}
