import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  auditActionSentences,
  auditChanges,
  auditReferenceKeys,
  auditChangeText,
  auditFields,
  auditSentence,
} from './audit-sentences.js';
import { settingsUpdateSchema } from './schemas/admin.js';
import * as stateMachines from './state-machines.js';

const serverSource = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/server/src');

/** The server's own source files (tests left out: they write rows of their own). */
function serverFiles(folder = serverSource): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every state machine's moves as the transition function writes them: `${entity}.${action}`. */
const machineCodes = Object.values(stateMachines).flatMap((value) =>
  typeof value === 'object' && value !== null && 'entity' in value && 'moves' in value
    ? (value as stateMachines.StateMachine<number>).moves.map(
        (move) => `${(value as stateMachines.StateMachine<number>).entity}.${move.action}`,
      )
    : [],
);

/** The template transition.ts builds its action code from, expanded through machineCodes. */
const MACHINE_TEMPLATE = '`${machine.entity}.${move.action}`';

const CODE = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
const LITERAL = /'([^'\n]*)'|"([^"\n]*)"|(`[^`\n]*`)/g;

/** What the server writes as audit action codes, and the expressions this test cannot read. */
function scanServer() {
  const codes = new Map<string, string>();
  const unreadable: string[] = [];
  let templates = 0;
  for (const file of serverFiles()) {
    const text = readFileSync(file, 'utf8');
    const where = relative(serverSource, file);
    const expressions = [
      ...[...text.matchAll(/\baction:\s*([^\n]+)/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(/auditViewSession\(\s*[^,()]+,\s*[^,()]+,\s*([^,)\n]+)/g)].map(
        (m) => m[1] ?? '',
      ),
    ];
    for (const expression of expressions) {
      for (const literal of expression.matchAll(LITERAL)) {
        if (literal[3] !== undefined) {
          if (literal[3] === MACHINE_TEMPLATE) templates += 1;
          else unreadable.push(`${where}: ${literal[3]}`);
          continue;
        }
        const value = literal[1] ?? literal[2] ?? '';
        if (CODE.test(value)) codes.set(value, where);
      }
    }
  }
  return { codes, unreadable, templates };
}

/** The capitalised keys the server puts in an audit row's before/after (and a move's details). */
function serverFieldKeys(): Set<string> {
  const keys = new Set<string>();
  const addKeys = (body: string) => {
    for (const key of body.matchAll(/\b([A-Z]\w*)\s*:/g)) keys.add(key[1] ?? '');
  };
  for (const file of serverFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:before|after):\s*\{([^}]*)\}/g)) addKeys(m[1] ?? '');
    for (const m of text.matchAll(/\bdetails:[^\n]*/g)) addKeys(m[0]);
    for (const m of text.matchAll(/auditViewSession\([^{)]*\{([^}]*)\}/g)) addKeys(m[1] ?? '');
  }
  return keys;
}

describe('audit sentences', () => {
  it('reads an action as a Vietnamese sentence', () => {
    expect(
      auditSentence({
        ActorEmail: 'admin@x.vn',
        Action: 'withdrawal.approve',
        Entity: 'withdrawal',
        EntityId: '12',
      }),
    ).toBe('admin@x.vn duyệt yêu cầu rút tiền #12');
    expect(
      auditSentence({
        ActorEmail: 'nv@x.vn',
        Action: 'customer.lock',
        Entity: 'customer',
        EntityId: 'KH000123',
      }),
    ).toBe('nv@x.vn khóa tài khoản khách hàng KH000123');
    expect(
      auditSentence({
        ActorEmail: 'nv@x.vn',
        Action: 'statement.import',
        Entity: 'statement',
        EntityId: '',
      }),
    ).toBe('nv@x.vn nhập sao kê ngân hàng');
    expect(
      auditSentence({
        ActorEmail: 'admin@x.vn',
        Action: 'settings.update',
        Entity: 'settings',
        EntityId: 'CurrentRate,NotifySite',
      }),
    ).toBe('admin@x.vn cập nhật cấu hình hệ thống');
  });

  it('names an unknown action by its record, never by its code', () => {
    const sentence = auditSentence({
      ActorEmail: 'a@x.vn',
      Action: 'order.teleport',
      Entity: 'order',
      EntityId: 'DH000001',
    });
    expect(sentence).toBe('a@x.vn thực hiện một thao tác trên đơn hàng DH000001');
    expect(sentence).not.toContain('teleport');
  });

  it('lists changes with Vietnamese labels, statuses by name and money formatted', () => {
    const lines = auditChanges({
      Entity: 'withdrawal',
      Before: { Status: 0 },
      After: { Status: 1, Amount: 1234567, Reason: 'Đã chuyển khoản' },
    }).map(auditChangeText);
    expect(lines).toEqual([
      'Trạng thái: Chờ duyệt → Đã duyệt',
      'Số tiền: 1.234.567 ₫',
      'Lý do: Đã chuyển khoản',
    ]);
  });

  it('leaves out what did not change and reads yes/no, roles and lists', () => {
    expect(
      auditChanges({
        Entity: 'staff',
        Before: { FullName: 'An', Phone: '0901', Role: 'staff' },
        After: { FullName: 'An', Phone: '0902', Role: 'admin' },
      }).map(auditChangeText),
    ).toEqual(['Điện thoại: 0901 → 0902', 'Vai trò: Nhân viên → Quản trị viên']);
    expect(
      auditChanges({
        Entity: 'customer',
        Before: { IsLocked: false },
        After: { IsLocked: true },
      }).map(auditChangeText),
    ).toEqual(['Tài khoản: Đang hoạt động → Đã khóa']);
    expect(
      auditChanges({
        Entity: 'customer',
        Before: { SupporterId: null },
        After: { SupporterId: 5 },
      }).map(auditChangeText),
    ).toEqual(['Nhân viên hỗ trợ: Chưa phân công → #5']);
    expect(
      auditChanges({
        Entity: 'order',
        Before: { Status: 3 },
        After: { Status: 4, TransportCodes: ['YT1', 'YT2'] },
      }).map(auditChangeText),
    ).toEqual(['Trạng thái: Đã mua hàng → Shop đã phát hàng', 'Mã vận đơn: YT1, YT2']);
  });

  it('names the people and warehouses an id points at, and keeps the id when the name is gone', () => {
    const row = {
      Entity: 'customer',
      Before: { SupporterId: 5 },
      After: { SupporterId: 7 },
      Names: { 'user:5': 'Trần Bình (binh@hangtq.vn)' },
    };
    expect(auditChanges(row).map(auditChangeText)).toEqual([
      'Nhân viên hỗ trợ: Trần Bình (binh@hangtq.vn) → #7',
    ]);
    const settings = {
      ShippingPrices: [{ WarehouseId: 2, Tiers: [] }],
      CustomerId: 9,
      Reason: 'x',
    };
    expect([...auditReferenceKeys(settings)].sort()).toEqual(['user:9', 'warehouse:2']);
    expect(auditReferenceKeys({ Amount: 5, Id: 3 }).size).toBe(0);
  });

  it('names nested settings by their path and unknown fields readably, never as JSON', () => {
    const lines = auditChanges({
      Entity: 'settings',
      Before: {
        CurrentRate: 3600,
        CustomerLevels: [{ Level: 0, Name: 'Thường', DepositPercent: 70 }],
        SomeNewField: { Deep: 1 },
      },
      After: {
        CurrentRate: 3650,
        CustomerLevels: [{ Level: 0, Name: 'Thường', DepositPercent: 60 }],
        SomeNewField: { Deep: 2 },
      },
    }).map(auditChangeText);
    expect(lines).toEqual([
      'Tỷ giá (VNĐ / 1 CNY): 3.600 ₫ → 3.650 ₫',
      'Cấp khách hàng › Cấp 0 › Phần trăm đặt cọc: 70% → 60%',
      'Some new field › Deep: 1 → 2',
    ]);
    for (const line of lines) expect(line).not.toMatch(/[{}"[\]]/);
  });

  it('has a label for every settings key and every field the server audits', () => {
    const missing = [...Object.keys(settingsUpdateSchema.shape), ...serverFieldKeys()].filter(
      (key) => !(key in auditFields),
    );
    expect(missing).toEqual([]);
    // The scan itself still finds what it should.
    expect(serverFieldKeys()).toContain('SupporterId');
  });
});

describe('every action code the server writes has a sentence', () => {
  const { codes, unreadable, templates } = scanServer();

  it('finds the codes (the scan still matches the server source)', () => {
    expect(codes.has('staff.create')).toBe(true);
    expect(codes.has('staff.unlock')).toBe(true);
    expect(codes.has('customer.view-as.refused')).toBe(true);
    expect(codes.has('statement.import')).toBe(true);
    expect(templates).toBeGreaterThan(0);
    expect(machineCodes).toContain('withdrawal.approve');
  });

  it('has no action code built in a way this test cannot read', () => {
    expect(unreadable).toEqual([]);
  });

  it('has a sentence for every literal code and every state machine move', () => {
    const missing = [
      ...[...codes].map(([code, file]) => ({ code, file })),
      ...machineCodes.map((code) => ({ code, file: 'state-machines (transition.ts)' })),
    ].filter(({ code }) => !(code in auditActionSentences));
    expect(missing).toEqual([]);
  });

  it('keeps no sentence for a code the server never writes', () => {
    const written = new Set([...codes.keys(), ...machineCodes]);
    expect(Object.keys(auditActionSentences).filter((code) => !written.has(code))).toEqual([]);
  });
});
