import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtensionConfig, ExtensionStatus } from '@app/shared';
import { api } from '../../../lib/api-client';
import { portalUrl, sendToExtension } from '../lib/extension-bridge';

const extensionKeys = {
  status: ['extension', 'status'],
  config: ['extension', 'config'],
} as const;

/**
 * Whether this browser has the extension, its version and session (null: not installed). Asked
 * again when the tab comes back into view: the customer may have just installed it elsewhere.
 */
export const extensionStatusQuery = queryOptions({
  queryKey: extensionKeys.status,
  queryFn: () => sendToExtension({ Kind: 'ping' }),
  retry: false,
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/** extension/config: the oldest version of the extension the server still takes. */
export const extensionConfigQuery = queryOptions({
  queryKey: extensionKeys.config,
  queryFn: () => api<ExtensionConfig>('extension/config', { noloading: true, quiet: true }),
  retry: false,
  staleTime: 5 * 60_000,
});

/** The extension took no session: it is gone, disabled, or did not answer in time. */
export class ExtensionSilentError extends Error {
  constructor() {
    super('Tiện ích không nhận được phiên đăng nhập. Hãy tải lại trang này rồi bấm kết nối lại.');
    this.name = 'ExtensionSilentError';
  }
}

/**
 * "Kết nối": a session of its own for the extension (extension/session), handed over to it; its
 * answer (now signed in) replaces what the page knew of it.
 */
export function useConnectExtension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userName: string): Promise<ExtensionStatus> => {
      const { Token } = await api<{ Token: string }>('extension/session', { method: 'POST' });
      const status = await sendToExtension({
        Kind: 'handover',
        Token,
        PortalUrl: portalUrl(),
        UserName: userName,
      });
      if (!status?.SignedIn) throw new ExtensionSilentError();
      return status;
    },
    onSuccess: (status) => client.setQueryData(extensionKeys.status, status),
  });
}
