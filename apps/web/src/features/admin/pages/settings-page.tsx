import { useCallback, useEffect, useState } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-title';
import { showConfirm } from '../../../lib/dialogs';
import { warehousesQuery } from '../../../lib/reference-data';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { settingsQuery } from '../api/settings';
import { SettingsSectionForm } from '../components/settings-section-form';
import { sectionById, settingsSections } from '../components/settings-sections';

const LEAVE_QUESTION = 'Phần này có thay đổi chưa lưu. Rời đi và bỏ các thay đổi đó?';

/**
 * The settings, one section at a time (a tab each, its name in the address as `?tab=`, so a
 * reload keeps it). Leaving a section that holds unsaved changes, for another section or another
 * screen, asks first; so does closing or reloading the page.
 */
function SettingsEditor() {
  const { data: settings } = useQuery(settingsQuery);
  const { data: warehouses } = useQuery(warehousesQuery);
  const [params, setParams] = useSearchParams();
  const section = sectionById(params.get('tab'));
  const [dirty, setDirty] = useState(false);
  const wide = useWideScreen();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showConfirm(LEAVE_QUESTION).then((leave) => {
      if (leave) {
        setDirty(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  if (!settings || !warehouses) return <Skeleton active />;

  return (
    <Tabs
      activeKey={section.id}
      onChange={(id) => setParams({ tab: id })}
      tabPlacement={wide ? 'start' : 'top'}
      items={settingsSections.map((item) => ({
        key: item.id,
        label: item.title,
        children:
          item.id === section.id ? (
            <SettingsSectionForm
              key={item.id}
              section={item}
              settings={settings}
              warehouses={warehouses}
              onDirtyChange={onDirtyChange}
            />
          ) : null,
      }))}
    />
  );
}

export default function SettingsPage() {
  return (
    <>
      <PageHeading>Cài đặt</PageHeading>
      <SettingsEditor />
    </>
  );
}
