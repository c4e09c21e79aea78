// The e2e server's outside services on one local port (playwright.config.ts starts it first):
// Telegram's Bot API (TELEGRAM_API_BASE points here) and a web-push service (the fake browser
// subscription's endpoint, allowed by WEB_PUSH_TEST_ORIGIN). It records what the portal sends;
// the tests read it back through GET /_telegram/messages and GET /_push/<id>.
import { createServer } from 'node:http';

const port = Number(process.env.STAND_IN_PORT);
const botToken = process.env.TELEGRAM_BOT_TOKEN;
if (!port || !botToken) throw new Error('STAND_IN_PORT and TELEGRAM_BOT_TOKEN are needed');

/** sendMessage calls: {chat_id, text}. */
const telegramMessages = [];
/** The last push per subscription id: the raw (encrypted) body and the headers. */
const pushes = new Map();

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const answer = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function handle(request, response) {
  const { pathname } = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const body = await readBody(request);

  if (request.method === 'GET' && pathname === '/_telegram/messages') {
    return answer(response, 200, telegramMessages);
  }
  const pushRead = /^\/_push\/([\w-]+)$/.exec(pathname);
  if (request.method === 'GET' && pushRead) {
    const push = pushes.get(pushRead[1]);
    if (!push) return answer(response, 404, { error: 'no push yet' });
    return answer(response, 200, { body: push.body.toString('base64'), headers: push.headers });
  }

  // Bot API methods, by GET or POST as Telegram takes them (the portal asks getMe by GET).
  const bot = /^\/bot([^/]+)\/(\w+)$/.exec(pathname);
  if (bot) {
    const [, token, method] = bot;
    if (token !== botToken) {
      return answer(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    }
    if (method === 'getMe') {
      const result = { id: 1, is_bot: true, first_name: 'Hàng E2E', username: 'hang_e2e_bot' };
      return answer(response, 200, { ok: true, result });
    }
    if (method === 'sendMessage') {
      const { chat_id, text } = JSON.parse(body.toString('utf8') || '{}');
      telegramMessages.push({ chat_id, text });
      const result = { message_id: telegramMessages.length, chat: { id: chat_id }, text };
      return answer(response, 200, { ok: true, result });
    }
    return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
  }

  const push = /^\/push\/([\w-]+)$/.exec(pathname);
  if (request.method === 'POST' && push) {
    pushes.set(push[1], { body, headers: request.headers });
    response.writeHead(201, { location: `/message/${push[1]}` });
    return void response.end();
  }

  answer(response, 404, { error: 'not found' });
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) answer(response, 500, { error: String(error) });
  });
}).listen(port, '127.0.0.1', () => console.log(`channel stand-ins on ${port}`));
