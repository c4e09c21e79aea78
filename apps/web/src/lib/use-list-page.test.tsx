import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageRow } from '@app/shared';
import MessageListPage from '../features/messages/pages/message-list-page';
import { jsonResponse, renderConsole } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

const TOTAL = 200;
const TAKE = 20;

const message = (id: number): MessageRow => ({
  Id: id,
  MessageType: 1,
  MessageTypeName: 'Đơn hàng',
  CreatedDate: '2026-11-26T01:00:00.000Z',
  Note: `Tin ${id}`,
  IsRead: true,
});

/**
 * The customer's messages as the server pages them: by the cursor when one is sent (the cursor
 * `after-N` is the position after row N), else by skip; each page answers the cursor after it.
 * `hold` keeps the answers to skips it lists waiting until released.
 */
function showMessages(hold = new Set<number>()) {
  const waiting: (() => void)[] = [];
  const view = renderConsole(
    <MessageListPage />,
    '/message/list-messages',
    (url) => {
      const query = new URL(url, 'http://x').searchParams;
      const cursor = query.get('cursor');
      const skip = Number(query.get('skip'));
      const start = cursor ? Number(cursor.replace('after-', '')) : skip;
      const ids = Array.from({ length: Math.min(TAKE, TOTAL - start) }, (_, i) => start + i + 1);
      const end = start + ids.length;
      const answer = () =>
        jsonResponse(200, {
          Items: ids.map(message),
          Total: TOTAL,
          NextCursor: end < TOTAL ? `after-${end}` : null,
        });
      if (!hold.has(skip)) return answer();
      return new Promise<Response>((resolve) =>
        waiting.push(() => resolve(answer())),
      ) as unknown as Response;
    },
    'customer',
  );
  /** The page asked for last: its skip and its cursor, if any. */
  const lastAsked = () => {
    const query = view.queries().at(-1)!;
    return { skip: query.get('skip'), cursor: query.get('cursor') };
  };
  const release = () => waiting.splice(0).forEach((resolve) => resolve());
  return { ...view, lastAsked, release };
}

const pager = (selector: string) =>
  document.querySelector<HTMLElement>(`.ant-pagination ${selector}`)!;
const next = () => userEvent.click(pager('.ant-pagination-next'));
const previous = () => userEvent.click(pager('.ant-pagination-prev'));
const pageNumber = (page: number) => userEvent.click(pager(`li[title="${page}"]`));

describe('a customer list page by page (useListPage)', () => {
  it('asks for the next page after the row shown last, and a picked page by skip', async () => {
    const view = showMessages();
    expect(await screen.findByText('Tin 1')).toBeTruthy();
    expect(view.lastAsked()).toEqual({ skip: '0', cursor: null });

    await next();
    expect(await screen.findByText('Tin 21')).toBeTruthy();
    // skip is still sent: the page number, and the page by skip should the cursor be refused.
    expect(view.lastAsked()).toEqual({ skip: '20', cursor: 'after-20' });
    await next();
    expect(await screen.findByText('Tin 41')).toBeTruthy();
    expect(view.lastAsked()).toEqual({ skip: '40', cursor: 'after-40' });

    // Back to a page reached by "next": by its cursor again (the same query, cached), not by skip.
    await previous();
    expect(await screen.findByText('Tin 21')).toBeTruthy();
    const bySkip = (skip: string) =>
      view.queries().filter((query) => query.get('skip') === skip && !query.get('cursor'));
    expect(bySkip('20')).toEqual([]);

    // A page picked by its number was never "next" of the page shown: by skip.
    await pageNumber(10);
    expect(await screen.findByText('Tin 181')).toBeTruthy();
    expect(view.lastAsked()).toEqual({ skip: '180', cursor: null });
    await previous();
    expect(await screen.findByText('Tin 161')).toBeTruthy();
    expect(view.lastAsked()).toEqual({ skip: '160', cursor: null });
    await next();
    await waitFor(() => expect(view.lastAsked()).toEqual({ skip: '180', cursor: 'after-180' }));
  });

  it('starts again by skip after a new search', async () => {
    const view = showMessages();
    expect(await screen.findByText('Tin 1')).toBeTruthy();
    await next();
    expect(await screen.findByText('Tin 21')).toBeTruthy();
    await next();
    expect(await screen.findByText('Tin 41')).toBeTruthy();

    // A phone's filters open from their button first.
    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    await userEvent.type(screen.getByPlaceholderText('Nhập nội dung thông báo'), 'Tin');
    await userEvent.click(screen.getByRole('button', { name: /Tìm kiếm/ }));
    await waitFor(() => expect(view.queries().at(-1)!.get('message')).toBe('Tin'));
    expect(view.lastAsked()).toEqual({ skip: '0', cursor: null });
    expect(await screen.findByText('Tin 1')).toBeTruthy();
    // Page 3 of the old search was reached after a row of that search: this one's is by skip.
    await pageNumber(3);
    await waitFor(() => expect(view.lastAsked()).toEqual({ skip: '40', cursor: null }));
    expect(view.queries().at(-1)!.get('message')).toBe('Tin');
  });

  it('goes by skip when "next" is clicked before the page on its way has come', async () => {
    const view = showMessages(new Set([20]));
    expect(await screen.findByText('Tin 1')).toBeTruthy();
    await next();
    await waitFor(() => expect(view.lastAsked()).toEqual({ skip: '20', cursor: 'after-20' }));
    // Page 1 is still on screen, under the loading veil the pointer cannot pass but the keyboard
    // can: its cursor is not page 3's.
    pager('.ant-pagination-next').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.lastAsked()).toEqual({ skip: '40', cursor: null }));
    view.release();
    expect(await screen.findByText('Tin 41')).toBeTruthy();
  });
});
