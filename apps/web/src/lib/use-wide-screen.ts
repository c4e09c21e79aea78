import { Grid } from 'antd';

const MD = '(min-width: 768px)';

/**
 * Whether the screen is wide enough (antd's md, 768 px) for a table's columns and a form's inline
 * fields; below it a list shows one card-like cell a row and the filters stack. antd knows the
 * breakpoints only after the first render: until then the browser is asked directly, so a phone's
 * first render is already the phone's layout, not a laptop's thrown away at once (a whole page
 * rendered twice on the slowest devices).
 */
export const useWideScreen = (): boolean =>
  Grid.useBreakpoint().md ??
  (typeof window.matchMedia !== 'function' || window.matchMedia(MD).matches);
