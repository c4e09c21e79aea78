#!/usr/bin/env node
// The one test command (`npm test`): lint, typecheck, the dependency check, build, every vitest workspace, the server
// tests again on PostgreSQL when TEST_DATABASE_URL is set, and Playwright when e2e has specs (started
// beside the web and PostgreSQL runs, its output kept until it ends).
// Counts come from the runners' JSON reports; the last line is always `N passed, N failed`
// because that plain line is what CI reads. Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.test-output');
const vitestBin = join(root, 'node_modules', '.bin', 'vitest');
mkdirSync(outDir, { recursive: true });

/** One row of the summary table per runner. */
const rows = [];

/** Runs a command with its output streamed to the console; returns the exit code (1 if it died). */
function run(label, command, args, { cwd = root, env = process.env } = {}) {
  console.log(`\n===== ${label}: ${[command, ...args].join(' ')} (in ${cwd}) =====`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.error) console.error(`${label}: could not start: ${result.error.message}`);
  return result.status ?? 1;
}

/** A command that is one check: passed when it exits 0. */
function check(label, command, args) {
  const code = run(label, command, args);
  rows.push({ label, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

/**
 * Adds a runner's counts. A report that is missing or unreadable, or a non-zero exit with no
 * failure in the report (a file that does not load, an unhandled error), counts as 1 failed.
 */
function record(label, code, reportFile, countsOf) {
  let counts;
  try {
    counts = countsOf(JSON.parse(readFileSync(reportFile, 'utf8')));
  } catch (error) {
    console.error(`${label}: no usable report at ${reportFile} (${error.message})`);
    rows.push({ label, passed: 0, failed: 1, skipped: 0, note: `crashed (exit ${code})` });
    return;
  }
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `exit ${code} without a failed test`;
  }
  rows.push({ label, ...counts });
}

/** Counts of vitest's JSON (Jest-shaped) report; a test file that fails to load counts as 1 failed. */
function vitestCounts(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts of Playwright's JSON report; errors outside tests (e.g. the web server) count as failed. */
function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
  };
}

function vitest(label, workspace, name, env = process.env) {
  const cwd = join(root, workspace);
  if (!existsSync(cwd)) {
    rows.push({ label, passed: 0, failed: 0, skipped: 0, note: `skipped: no ${workspace}` });
    return;
  }
  const reportFile = join(outDir, `${name}.json`);
  rmSync(reportFile, { force: true }); // never count a stale report from an earlier run
  const args = ['run', '--passWithNoTests', '--reporter=default', '--reporter=json'];
  // Built copies of tests (apps/*/dist) must not run a second time.
  args.push(`--outputFile.json=${reportFile}`, '--exclude=**/dist/**');
  record(label, run(label, vitestBin, args, { cwd, env }), reportFile, vitestCounts);
}

/** Whether e2e/ holds any Playwright spec file yet. */
function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? !['node_modules', 'test-results', 'playwright-report'].includes(entry.name) &&
        hasSpecs(join(dir, entry.name))
      : /\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name),
  );
}

// (a) Lint, typecheck and the dependency check: one check each.
check('lint', 'npm', ['run', 'lint']);
check('typecheck', 'npm', ['run', 'typecheck']);
// Module loops and feature boundaries (dependency-cruiser, .dependency-cruiser*.cjs).
check('deps', 'npm', ['run', 'deps']);

// (b) Build shared, server and web: the server tests import @app/shared's dist, e2e runs the build.
check('build', 'npm', ['run', 'build']);

// (c) Unit and API tests of each workspace. The first server run is always on PGlite.
const { TEST_DATABASE_URL, ...envWithoutDb } = process.env;
vitest('shared', 'packages/shared', 'shared');
vitest('server (PGlite)', 'apps/server', 'server-pglite', envWithoutDb);

// (d) End-to-end tests in Chromium against the built app. They spend most of their time waiting
// on the browser, so they run beside the web and PostgreSQL runs below rather than after them
// (about five minutes less on two cores); their output is kept in a file and shown when they end.
const e2eDir = join(root, 'e2e');
const e2e = hasSpecs(e2eDir) ? startE2e() : null;

vitest('web', 'apps/web', 'web');
vitest('extension', 'apps/extension', 'extension');

// (e) The server tests again on a PostgreSQL server.
if (TEST_DATABASE_URL) {
  vitest('server (PostgreSQL)', 'apps/server', 'server-postgres', process.env);
} else {
  console.log('\n===== server (PostgreSQL): skipped, TEST_DATABASE_URL is not set =====');
  rows.push({ label: 'server (PostgreSQL)', passed: 0, failed: 0, skipped: 0, note: 'skipped' });
}

if (e2e) {
  // A Playwright that could not start at all counts as one failure, like a crashed runner.
  const [code] = await e2e.exited.catch(() => [1]);
  console.log(`\n===== e2e (Playwright): npx ${e2e.args.join(' ')} (in ${e2eDir}) =====`);
  console.log(readFileSync(e2e.logFile, 'utf8'));
  record('e2e (Playwright)', code ?? 1, e2e.reportFile, playwrightCounts);
} else {
  console.log('\n===== e2e (Playwright): skipped, no spec files in e2e/ =====');
  rows.push({ label: 'e2e (Playwright)', passed: 0, failed: 0, skipped: 0, note: 'no specs' });
}

/** Starts Playwright in the background, its output to a file; `exited` resolves with its code. */
function startE2e() {
  const reportFile = join(outDir, 'e2e.json');
  const logFile = join(outDir, 'e2e.log');
  rmSync(reportFile, { force: true });
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile };
  const args = ['playwright', 'test', '--reporter=list,json'];
  const log = openSync(logFile, 'w');
  console.log(`\n===== e2e (Playwright): started beside the next runs, output in ${logFile} =====`);
  const child = spawn('npx', args, { cwd: e2eDir, env, stdio: ['ignore', log, log] });
  closeSync(log);
  child.on('error', (error) => console.error(`e2e: could not start: ${error.message}`));
  return { args, reportFile, logFile, exited: once(child, 'exit') };
}

// (f) The summary: a table, then the plain totals line as the very last line.
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n===== summary =====');
console.log(
  `${'runner'.padEnd(22)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'skipped'.padStart(9)}`,
);
for (const row of rows) {
  for (const key of Object.keys(total)) total[key] += row[key];
  const cells = [row.passed, row.failed, row.skipped].map(String);
  const line = `${row.label.padEnd(22)}${cells[0].padStart(8)}${cells[1].padStart(8)}${cells[2].padStart(9)}`;
  console.log(row.note ? `${line}  ${row.note}` : line);
}
console.log(`${total.skipped} skipped`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
