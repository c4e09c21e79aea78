import type { FastifyBaseLogger } from 'fastify';
import { extractLinks, isShortLink, parseItemLink, type ResolvedLink } from '@app/shared';
import { ruleError } from '../../lib/errors.js';
import { followShortLink, type LinkFollowing } from './link-follower.js';

/**
 * order/resolvelink: the item page of a pasted text (a link with or without https://, a share
 * text of a shop's app, a short link). A text whose link names an item answers at once; a short
 * link is followed by the server (link-follower.ts); anything else is refused with a sentence.
 */
export async function resolveLink(
  text: string,
  following: LinkFollowing,
  log: FastifyBaseLogger,
): Promise<ResolvedLink> {
  const item = parseItemLink(text);
  if (item) return item;
  const short = extractLinks(text).find(isShortLink);
  if (!short) throw ruleError('itemLinkInvalid');
  const followed = await followShortLink(short, following);
  if ('item' in followed) return followed.item;
  log.info({ link: short, refused: followed.refused }, 'short link not resolved');
  throw ruleError('shortLinkUnresolved');
}
