import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * The packed browser extension the portal offers at /downloads/extension.zip (DESIGN §9): the
 * unpacked build (apps/extension/dist) zipped in memory, made to talk to this portal. Its manifest
 * gains this portal's origin among its host permissions and as the only page that may hand it a
 * session (externally_connectable), and portal.json tells it the portal's address.
 */

// apps/server/{src,dist}/modules/extension → apps/extension/dist
export const defaultExtensionDist = fileURLToPath(
  new URL('../../../../extension/dist', import.meta.url),
);

interface Manifest {
  host_permissions?: string[];
  externally_connectable?: { matches?: string[]; ids?: string[] };
  [key: string]: unknown;
}

/** The manifest with the portal's pages (`http://localhost:8080/*`) allowed. */
function forPortal(manifest: Manifest, portalPattern: string): Manifest {
  const hosts = manifest.host_permissions ?? [];
  return {
    ...manifest,
    host_permissions: hosts.includes(portalPattern) ? hosts : [...hosts, portalPattern],
    externally_connectable: { ...manifest.externally_connectable, matches: [portalPattern] },
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The zip of the extension for the portal at `publicUrl`; null when the build is not there. */
export async function packExtension(folder: string, publicUrl: string): Promise<Uint8Array | null> {
  let files: string[];
  try {
    files = await filesUnder(folder);
  } catch {
    return null;
  }
  if (!files.includes('manifest.json')) return null;
  const portalPattern = `${new URL(publicUrl).origin}/*`;
  const zip: Zippable = {};
  for (const file of files) {
    const name = file.split(path.sep).join('/');
    const bytes = await fs.readFile(path.join(folder, file));
    zip[name] =
      name === 'manifest.json'
        ? strToU8(
            `${JSON.stringify(forPortal(JSON.parse(bytes.toString('utf8')) as Manifest, portalPattern), null, 2)}\n`,
          )
        : new Uint8Array(bytes);
  }
  zip['portal.json'] = strToU8(`${JSON.stringify({ PortalUrl: publicUrl })}\n`);
  return zipSync(zip, { level: 9 });
}

const packed = new Map<string, Promise<Uint8Array | null>>();

/**
 * The zip, made once per process for a folder and portal (the build does not change under a
 * running server); a folder not built yet is looked at again on the next download.
 */
export function extensionPackage(folder: string, publicUrl: string): Promise<Uint8Array | null> {
  const key = `${folder}\n${publicUrl}`;
  let zip = packed.get(key);
  if (!zip) {
    zip = packExtension(folder, publicUrl);
    packed.set(key, zip);
    void zip.then(
      (done) => done ?? packed.delete(key),
      () => packed.delete(key),
    );
  }
  return zip;
}
