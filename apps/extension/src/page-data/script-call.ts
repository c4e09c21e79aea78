/**
 * The object literal a page's inline script passes to a call such as `TShop.Setup({...})`, read
 * from the script's text and parsed as JSON (never run): Tmall's older item pages hand their
 * data to their own library this way and keep no global of it. The braces are matched with string
 * literals skipped, so a `}` inside a title does not end the object.
 */
export function objectPassedTo(scriptText: string, call: string): unknown {
  const at = scriptText.indexOf(call);
  if (at < 0) return undefined;
  const start = scriptText.indexOf('{', at + call.length);
  if (start < 0) return undefined;
  const end = matchingBrace(scriptText, start);
  if (end < 0) return undefined;
  try {
    return JSON.parse(scriptText.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}
