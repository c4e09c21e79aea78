import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Offices and bank accounts for the login footer (spec §2). */
export const publicSettingsQuery = queryOptions({
  queryKey: queryKeys.publicSettings,
  queryFn: () =>
    api<PublicSettings>('account/getpublicsettings', { noloading: true, authHandling: false }),
  staleTime: 5 * 60_000,
});
