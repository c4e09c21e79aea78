import { createElement } from 'react';
import { Modal, message as staticMessage } from 'antd';
import type { ModalFuncProps } from 'antd';

interface ModalApi {
  info(config: ModalFuncProps): unknown;
  confirm(config: ModalFuncProps): unknown;
}
interface MessageApi {
  success(content: string, duration?: number): unknown;
  error(content: string, duration?: number): unknown;
  info(content: string, duration?: number): unknown;
}

/**
 * Alerts, confirms and toasts callable from anywhere (the api client too). The instances come from
 * antd's App (registered by DialogBridge) so they follow the Vietnamese locale and theme; the static
 * fallback only serves code running before the app is mounted.
 */
let modalApi: ModalApi = Modal;
let messageApi: MessageApi = staticMessage;

export function registerDialogApis(modal: ModalApi, message: MessageApi) {
  modalApi = modal;
  messageApi = message;
}

/** spec §8: default titles and toast time. */
export const ALERT_TITLE = 'Thông báo';
export const CONFIRM_TITLE = 'Xác thực';
export const TOAST_SECONDS = 2;

// Messages joined by line breaks (spec §8) must show as separate lines.
const body = (content: string) =>
  createElement('div', { style: { whiteSpace: 'pre-line' } }, content);

/** Opens a dialog of `kind` and resolves with whether its OK button closed it. */
function ask(kind: keyof ModalApi, config: ModalFuncProps): Promise<boolean> {
  return new Promise((resolve) => {
    modalApi[kind]({ ...config, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/** Resolves once the user has closed the alert. */
export async function showAlert(content: string, title: string = ALERT_TITLE): Promise<void> {
  await ask('info', { title, content: body(content), okText: 'Đóng' });
}

/** Resolves true when the user agrees. */
export function showConfirm(content: string, title: string = CONFIRM_TITLE): Promise<boolean> {
  return ask('confirm', { title, content: body(content), okText: 'Đồng ý', cancelText: 'Hủy' });
}

export const toast = {
  success: (text: string) => void messageApi.success(text, TOAST_SECONDS),
  error: (text: string) => void messageApi.error(text, TOAST_SECONDS),
  info: (text: string) => void messageApi.info(text, TOAST_SECONDS),
};
