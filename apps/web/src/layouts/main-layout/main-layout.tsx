import { PushMessages } from '../../features/notifications';
import { AskForName } from '../../features/user';
import { AppShell } from '../app-shell';
import { BrandLogo } from '../brand-logo';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useConfigSync } from './use-config-sync';

/**
 * The config's sync in a component of its own: its queries' answers (each a synchronous render,
 * as react-query's are) render this null component again, not the whole frame with its menu.
 */
function ConfigSync() {
  useConfigSync();
  return null;
}

/** Signed-in screens: header, sidebar (a drawer on phones) and the page. */
export default function MainLayout() {
  return (
    <>
      <ConfigSync />
      <AppShell
        header={(toggle) => <AppHeader {...toggle} />}
        drawerTitle={<BrandLogo />}
        menu={(placement) => <Sidebar {...placement} />}
      />
      <AskForName />
      {/* A push arriving while the portal is open shows on whatever page it is (web push on). */}
      <PushMessages />
    </>
  );
}
