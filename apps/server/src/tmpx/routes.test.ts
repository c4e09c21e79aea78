import { it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
it('routes', async () => {
  const t = await createTestApp();
  const out: string[] = [];
  // eslint-disable-next-line
  (t.app as any).routes ? 0 : 0;
  console.log(t.app.printRoutes({ commonPrefix: false, method: undefined as never }));
  await t.close();
  void out;
}, 120000);
