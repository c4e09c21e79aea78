import { AskForName } from '../../features/user';
import { AppShell } from '../app-shell';
import { BrandLogo } from '../brand-logo';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useConfigSync } from './use-config-sync';

/** Signed-in screens: header, sidebar (a drawer on phones) and the page. */
export default function MainLayout() {
  useConfigSync();
  return (
    <>
      <AppShell
        header={(toggle) => <AppHeader {...toggle} />}
        drawerTitle={<BrandLogo />}
        menu={(placement) => <Sidebar {...placement} />}
      />
      <AskForName />
    </>
  );
}
