import { useQuery } from '@tanstack/react-query';
import { VoucherStatus, mayOpen, type VoucherRow } from '@app/shared';
import { useUserConfigValue } from '../../../lib/session';
import { userInfoQuery } from '../../../lib/user-config';

/**
 * What the signed-in staff member may do with a voucher: approve or reject a waiting one
 * (voucherApproval, DESIGN §12) unless they wrote it themselves — maker-checker, as the server
 * checks — or only see that it waits for someone else.
 */
export type VoucherStep = 'decide' | 'own' | 'others' | 'none';

export function useReviewer(): (row: Pick<VoucherRow, 'Status' | 'CreatedById'>) => VoucherStep {
  // userinfo carries the id and the role; the console's layout has read it already.
  const { data: me } = useQuery(userInfoQuery);
  const storedRole = useUserConfigValue((config) => config?.UserInfo?.Role);
  const mayDecide = mayOpen(me?.Role ?? storedRole, 'voucherApproval');
  return (row) => {
    if (row.Status !== VoucherStatus.Pending) return 'none';
    // Until the answer says who is signed in, offer nothing rather than a step they may not take.
    if (me === undefined) return 'none';
    if (row.CreatedById === me.Id) return 'own';
    return mayDecide ? 'decide' : 'others';
  };
}
