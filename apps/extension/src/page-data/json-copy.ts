import type { Json } from './types.js';

/**
 * A JSON-safe deep copy of page data, within limits: a page's objects can be huge, cyclic, or
 * full of functions and DOM nodes, and what crosses to the extension must be small plain data.
 * Functions, symbols, DOM nodes and non-finite numbers are left out; strings, arrays and objects
 * are cut at their limits; a cycle ends in null. Reading a property runs no code of ours, but a
 * page's getter may throw: such a property is left out too.
 */
export interface CopyLimits {
  depth: number;
  /** Items of an array, keys of an object. */
  entries: number;
  stringLength: number;
  /** Values copied in all: the whole copy stops growing past it. */
  total: number;
}

export const DEFAULT_LIMITS: CopyLimits = {
  depth: 12,
  entries: 1000,
  stringLength: 4000,
  total: 60_000,
};

export function jsonCopy(value: unknown, limits: CopyLimits = DEFAULT_LIMITS): Json {
  let budget = limits.total;
  const path = new Set<object>();

  const copy = (item: unknown, depth: number): Json | undefined => {
    if (budget-- <= 0) return undefined;
    if (item === null) return null;
    switch (typeof item) {
      case 'string':
        return item.length > limits.stringLength ? item.slice(0, limits.stringLength) : item;
      case 'number':
        return Number.isFinite(item) ? item : undefined;
      case 'boolean':
        return item;
      case 'object':
        break;
      default:
        return undefined;
    }
    if (depth >= limits.depth || path.has(item) || isDomNode(item)) return null;
    path.add(item);
    try {
      if (Array.isArray(item)) {
        const out: Json[] = [];
        for (const entry of item.slice(0, limits.entries) as unknown[]) {
          const copied = copy(entry, depth + 1);
          out.push(copied === undefined ? null : copied);
        }
        return out;
      }
      const out: { [key: string]: Json } = {};
      for (const key of Object.keys(item).slice(0, limits.entries)) {
        let entry: unknown;
        try {
          entry = (item as Record<string, unknown>)[key];
        } catch {
          continue;
        }
        const copied = copy(entry, depth + 1);
        if (copied !== undefined) out[key] = copied;
      }
      return out;
    } finally {
      path.delete(item);
    }
  };

  return copy(value, 0) ?? null;
}

/** Only the named keys of an object (each copied within the limits); null when it is none. */
export function pickCopy(value: unknown, keys: readonly string[], limits?: CopyLimits): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    try {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== undefined) picked[key] = entry;
    } catch {
      // A throwing getter: the key is left out.
    }
  }
  return jsonCopy(picked, limits);
}

function isDomNode(value: object): boolean {
  return typeof (value as { nodeType?: unknown }).nodeType === 'number' && 'nodeName' in value;
}
