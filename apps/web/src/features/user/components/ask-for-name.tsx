import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '../api/get-user-info';
import { needsName } from '../lib/needs-name';

// The question's modal, form and schema load only for a customer who has no name yet: every other
// session would otherwise fetch and run them under each page of the portal.
const NamePrompt = lazy(() => import('./name-prompt'));

/** Asks a nameless customer for their name once after signing in (see name-prompt.tsx). */
export function AskForName() {
  const { data: info } = useQuery(userInfoQuery);
  return needsName(info) ? (
    <Suspense fallback={null}>
      <NamePrompt />
    </Suspense>
  ) : null;
}
