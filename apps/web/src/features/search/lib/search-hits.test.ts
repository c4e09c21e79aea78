import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@app/shared';
import { groupHits, hitPath, soleExactHit } from './search-hits';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  Kind: 'order',
  Id: 1,
  Code: 'DH000001',
  Title: 'Shop',
  Subtitle: '',
  Exact: false,
  ...over,
});

describe('the header search hits', () => {
  it('opens each kind where it lives', () => {
    expect(hitPath(hit({ Kind: 'order', Id: 12 }), 'x')).toBe('/order/12');
    expect(hitPath(hit({ Kind: 'consignment', Id: 3 }), 'x')).toBe('/order-ship/3');
    expect(hitPath(hit({ Kind: 'parcel', Id: 7 }), 'x')).toBe('/transport/7');
    expect(hitPath(hit({ Kind: 'delivery', Id: 2, Code: 'PGH000002' }), 'x')).toBe(
      '/delivery/list-request?keyword=PGH000002',
    );
    expect(hitPath(hit({ Kind: 'message', Id: 9 }), 'đơn hàng')).toBe(
      `/message/list-messages?message=${encodeURIComponent('đơn hàng')}`,
    );
  });

  it('opens directly only a sole exact hit', () => {
    const order = hit({ Exact: true });
    const parcel = hit({ Kind: 'parcel', Id: 5, Exact: false });
    expect(soleExactHit([order, parcel])).toBe(order);
    expect(soleExactHit([parcel])).toBeUndefined();
    expect(soleExactHit([order, hit({ Kind: 'consignment', Exact: true })])).toBeUndefined();
    expect(soleExactHit([])).toBeUndefined();
  });

  it('groups hits by kind in a fixed order, leaving out empty kinds', () => {
    const groups = groupHits([
      hit({ Kind: 'message', Id: 1 }),
      hit({ Kind: 'order', Id: 2 }),
      hit({ Kind: 'message', Id: 3 }),
    ]);
    expect(groups.map((group) => [group.title, group.hits.map((one) => one.Id)])).toEqual([
      ['Đơn mua hộ', [2]],
      ['Thông báo', [1, 3]],
    ]);
  });
});
