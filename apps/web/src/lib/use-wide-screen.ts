import { Grid } from 'antd';

/**
 * Whether the screen is wide enough (antd's md, 768 px) for a table's columns and a form's inline
 * fields; below it a list shows one card-like cell a row and the filters stack.
 */
export const useWideScreen = () => Grid.useBreakpoint().md !== false;
