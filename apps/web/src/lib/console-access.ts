import { mayOpen, type ConsoleArea } from '@app/shared';
import { useUserConfigValue } from './session';

/** The signed-in staff member's role, as RequireStaff stored it before the console opened. */
export const useStaffRole = (): string | undefined =>
  useUserConfigValue((config) => config?.UserInfo?.Role);

/**
 * Whether the signed-in role may open a console area (DESIGN §12, shared consoleAreas): a page,
 * a menu entry, or a part of a page that calls that area's routes (the server answers 403 to
 * every other role).
 */
export const useMayOpen = (area: ConsoleArea): boolean =>
  useUserConfigValue((config) => mayOpen(config?.UserInfo?.Role, area));
