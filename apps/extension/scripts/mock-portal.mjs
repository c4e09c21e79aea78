// A stand-in for the portal's API, for checking the extension in Chromium without the server:
// extension/config, account/login, order/addtocart, extension/report and customer/logout, with
// the answers' shapes of DESIGN §3 and §9. It keeps what the extension sent, for the checks.
import { createServer } from 'node:http';

export const MOCK_USER = { userName: 'khach@example.vn', password: 'matkhau123' };
const TOKEN = 'mock-token-0123456789abcdef0123456789';

export async function startMockPortal() {
  const state = {
    carts: 0,
    added: [],
    reports: [],
    tokenValid: true,
    minVersion: '1.0.0',
    refuseNext: null,
  };
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const signedIn = bearer === TOKEN && state.tokenValid;
    const send = (status, answer) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer));
    const route = `${request.method} ${(request.url ?? '').split('?')[0]}`;
    switch (route) {
      case 'GET /api/extension/config':
        return send(200, {
          CurrentRate: 3650,
          SignedIn: signedIn,
          UserName: signedIn ? MOCK_USER.userName : '',
          NumberCarts: signedIn ? state.carts : 0,
          PortalUrl: `http://127.0.0.1:${server.address().port}`,
          MinVersion: state.minVersion,
          ...(bearer && { SessionExpired: !signedIn }),
        });
      case 'POST /api/account/login':
        if (body?.UserName === MOCK_USER.userName && body?.Password === MOCK_USER.password) {
          state.tokenValid = true;
          return send(200, { token: TOKEN });
        }
        return send(400, ['Tên đăng nhập hoặc mật khẩu không đúng.']);
      case 'POST /api/order/addtocart':
        if (!signedIn) return send(401, { Message: 'Phiên đăng nhập đã hết hạn.' });
        if (state.refuseNext) {
          const refusal = state.refuseNext;
          state.refuseNext = null;
          return send(400, refusal);
        }
        state.added.push(body);
        state.carts += 1;
        return send(200, { Id: state.carts, ShopName: body.ShopName, CartItems: [] });
      case 'POST /api/extension/report':
        state.reports.push(body);
        return send(200, { Id: state.reports.length });
      case 'POST /api/customer/logout':
        return send(200, { Message: 'Đã đăng xuất.' });
      default:
        return send(404, { Message: 'Không tìm thấy.' });
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise((done) => server.close(done)),
  };
}
