import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setSignedOutHandler } from '../lib/api-client';
import { registerDialogApis } from '../lib/dialogs';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { LoadingBar } from './loading-bar';
import { staticTheme } from './theme';

dayjs.locale('vi');

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The api client already tells the user what went wrong; retrying would alert again.
      // networkMode 'always': offline, a query still calls the server, fails with status 0 and the
      // user gets spec §8's sign-in-again alert, instead of react-query pausing on stale results.
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Hands antd's context-aware modal and message instances to lib/dialogs. */
function DialogBridge() {
  const { modal, message } = AntdApp.useApp();
  useEffect(() => registerDialogApis(modal, message), [modal, message]);
  return null;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => {
    // When the session ends, nothing cached for that user may show to the next one.
    setSignedOutHandler(() => client.clear());
  }, [client]);
  const reducedMotion = useReducedMotion();
  // Without motion, a dialog is where it will stay from its first frame: no zoom to wait out.
  const themed = useMemo(
    () =>
      reducedMotion
        ? { ...staticTheme, token: { ...staticTheme.token, motion: false } }
        : staticTheme,
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={viVN} theme={themed}>
      <AntdApp>
        <DialogBridge />
        <LoadingBar />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
