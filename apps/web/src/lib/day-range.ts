import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Dates travel as dd/MM/yyyy (spec §9). */
export const DAY_FORMAT = 'DD/MM/YYYY';

export const toDay = (text: string): Dayjs | null => {
  const day = dayjs(text, DAY_FORMAT, true);
  return day.isValid() ? day : null;
};
