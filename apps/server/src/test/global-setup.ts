import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../database-setup.js';
import { seedReferenceData } from '../flows/reference-data.js';
import { templateDatabaseName, testConfig } from './test-config.js';

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it:
 * a PGlite data-dir snapshot, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
    await admin.query(`create database ${templateDatabaseName}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, templateDatabaseName) });
    await migrate(handle);
    await seedReferenceData(handle.db, testConfig());
    await handle.close();
    project.provide('databaseSource', { kind: 'postgres', url, template: templateDatabaseName });
    return async () => {
      await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const handle = await openDatabase({ pglite: client });
  await migrate(handle);
  await seedReferenceData(handle.db, testConfig());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const snapshot = path.join(folder, 'snapshot.tar');
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseSource', { kind: 'pglite', snapshot });
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSource:
      { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; url: string; template: string };
  }
}
