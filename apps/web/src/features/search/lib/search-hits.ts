import { SearchKind, searchKindNames, type SearchHit } from '@app/shared';
import {
  deliveryListPath,
  messageListPath,
  orderPath,
  orderShipPath,
  transportPath,
} from '../../../app/routes';

/** Where a hit opens: its record's page, or the list found by it where it has no page of its own. */
export function hitPath(hit: SearchHit, keyword: string): string {
  switch (hit.Kind) {
    case SearchKind.Order:
      return orderPath(hit.Id);
    case SearchKind.Consignment:
      return orderShipPath(hit.Id);
    case SearchKind.Parcel:
      return transportPath(hit.Id);
    case SearchKind.Delivery:
      return deliveryListPath(hit.Code);
    case SearchKind.Message:
      return messageListPath(keyword);
  }
}

/**
 * The one record the keyword names exactly (a whole code, a whole tracking number), which Enter
 * opens directly; none when there are several or only partial matches.
 */
export function soleExactHit(hits: readonly SearchHit[]): SearchHit | undefined {
  const exact = hits.filter((hit) => hit.Exact);
  return exact.length === 1 ? exact[0] : undefined;
}

/** The hits under a heading per kind, in the order of searchKindNames (the server's order too). */
export function groupHits(hits: readonly SearchHit[]) {
  return (Object.keys(searchKindNames) as SearchKind[])
    .map((kind) => ({
      kind,
      title: searchKindNames[kind],
      hits: hits.filter((hit) => hit.Kind === kind),
    }))
    .filter((group) => group.hits.length > 0);
}

/** A hit's key in the dropdown: unique across kinds (an order and a parcel may share an id). */
export const hitKey = (hit: SearchHit) => `${hit.Kind}:${hit.Id}`;
