import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { warehousesQuery } from '../lib/reference-data';
import { watchAntdAccessibility } from './antd-accessibility';
import { Providers, createQueryClient } from './providers';
import { createRouter } from './router';
import './global.css';

const client = createQueryClient();
// spec §7: the warehouse list is fetched at start (register and user info both need it).
void client.prefetchQuery(warehousesQuery);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
watchAntdAccessibility();
