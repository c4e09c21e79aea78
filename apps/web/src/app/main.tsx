import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { warehousesQuery } from '../lib/reference-data';
import { watchAntdAccessibility } from './antd-accessibility';
import { Providers, createQueryClient } from './providers';
import { createRouter } from './router';
import './antd-styles.generated.css';
import './global.css';

const client = createQueryClient();
// spec §7: the warehouse list is fetched at start (register and user info both need it).
void client.prefetchQuery(warehousesQuery);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser handle input between them, instead of one long task that blocks a phone's main thread.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
});
watchAntdAccessibility();
