import { loadConfig, type Config } from '../config.js';

export const TEST_ADMIN = { email: 'admin@test.vn', password: 'Admin@12345' };

/** The configuration of a test server: a cheap password hash and quiet logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_URL: 'http://portal.test',
    ...env,
  });
}

/** A database name that identifies this run, so parallel runs never collide. */
export const templateDatabaseName = `portal_test_template`;
