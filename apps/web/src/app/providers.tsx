import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setSignedOutHandler } from '../lib/api-client';
import { registerDialogApis } from '../lib/dialogs';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { LoadingBar } from './loading-bar';

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

/**
 * The brand red, and text colours that read at WCAG 2.1 AA (4.5:1 on white and on the page's
 * grey) everywhere antd uses them: antd's defaults for secondary text (3.36:1), error red
 * (3.26:1), success and warning text (2.3 and 1.9:1) and several tag presets (gold 2.75:1) do not.
 * Checked on every screen by e2e/accessibility.spec.ts.
 */
export const theme = {
  token: {
    colorPrimary: '#c8102e',
    colorLink: '#c8102e',
    borderRadius: 6,
    // Secondary text, menu group titles, descriptions: 5.7:1 on white (antd's 0.45 is 3.4:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders still read lighter than values, at 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Danger buttons, field errors, Text type="danger": 5.2:1, a red beside the brand's.
    colorError: '#d32029',
    colorErrorText: '#d32029',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
  components: {
    // Tags print their text in the 7th shade of a preset on its 1st: darker shades where the
    // default falls short (gold 2.75, cyan 3.4, green 3.4, orange 3.3, volcano 4.4:1), and the
    // status colours (success, processing, warning, error) as text colours.
    Tag: {
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      green7: '#237804',
      cyan7: '#006d75',
      lime7: '#3f6600',
      colorSuccess: '#237804',
      colorInfo: '#0958d9',
      colorWarning: '#ad4e00',
      colorError: '#d32029',
    },
    // A table's "no data" line is text to read, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
} satisfies ThemeConfig;

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
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
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
