import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.js';
import type { PhotoStore } from './photo-store-contract.js';

/**
 * An S3-compatible bucket (AWS, MinIO, Cloudflare R2, …) through signed (SigV4) requests, with
 * path-style addresses (`endpoint/bucket/key`) that every such service answers.
 */
export function s3PhotoStore(config: S3Config): PhotoStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const addressOf = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async put(key, bytes, contentType) {
      const answer = await client.fetch(addressOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      // The bucket's error body can name the account: only its status reaches the log.
      if (!answer.ok) throw new Error(`photo store: PUT answered ${answer.status}`);
    },
    async get(key) {
      const answer = await client.fetch(addressOf(key), { method: 'GET' });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`photo store: GET answered ${answer.status}`);
      return Buffer.from(await answer.arrayBuffer());
    },
  };
}
