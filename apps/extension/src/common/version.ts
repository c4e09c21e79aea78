/**
 * Dotted version numbers compared part by part as numbers ('1.10' is newer than '1.9'; a missing
 * part is 0, so '1.2' equals '1.2.0'). Anything that is not a number counts as 0: a version the
 * server cannot state never locks the extension out.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .trim()
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

/** Whether this extension is older than the oldest one the server still takes. */
export function isOutdated(version: string, minVersion: string): boolean {
  return minVersion.trim() !== '' && compareVersions(version, minVersion) < 0;
}
