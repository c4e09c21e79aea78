/**
 * The panel's stylesheet, inside its shadow root: the shop's CSS cannot reach in, and this cannot
 * leak out. The host element's own inline style starts from `all: initial` (mount.tsx), so
 * nothing the page sets on its root (fonts, line height, colours) is inherited either; no rule
 * here touches the host, whose `!important` ones would override that placement. Colours read at
 * WCAG AA on their backgrounds (the portal's brand red is 5.9:1 on white).
 */
export const PANEL_CSS = `
*, *::before, *::after { box-sizing: border-box; }
.root {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
    'Noto Sans', 'Liberation Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC',
    sans-serif;
  font-size: 14px;
  line-height: 1.45;
  color: #1f1f1f;
  -webkit-font-smoothing: antialiased;
}
p { margin: 0; }
a { color: #c8102e; }
button, input, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }

.panel {
  width: 360px;
  max-height: calc(100vh - 32px);
  display: flex;
  flex-direction: column;
  background: #fff;
  border: 1px solid #d9d9d9;
  border-radius: 12px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.22);
  overflow: hidden;
}
.head {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 10px 10px 14px;
  background: #c8102e;
  color: #fff;
}
.head h2 { flex: 1; margin: 0; font-size: 15px; font-weight: 600; }
.icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border: 0; border-radius: 6px;
  background: transparent; color: #fff; cursor: pointer;
}
.icon-button:hover { background: rgba(255, 255, 255, 0.18); }
.icon-button:focus-visible { outline-color: #fff; }
.body { padding: 12px 14px 14px; overflow-y: auto; display: flex; flex-direction: column; gap: 10px; }

.session { display: flex; justify-content: space-between; gap: 8px; font-size: 13px; color: rgba(0, 0, 0, 0.72); }
.muted { color: rgba(0, 0, 0, 0.62); font-size: 13px; }
.notice { padding: 8px 10px; border-radius: 8px; font-size: 13px; border: 1px solid; }
.notice p + p { margin-top: 4px; }
.notice .strong { font-weight: 600; }
.notice.info { background: #f0f5ff; border-color: #adc6ff; color: #10239e; }
.notice.warning { background: #fff7e6; border-color: #ffd591; color: #873800; }
.notice.error { background: #fff1f0; border-color: #ffa39e; color: #a8071a; }
.notice.success { background: #f6ffed; border-color: #b7eb8f; color: #135200; }
.notice a { color: inherit; font-weight: 600; }
.link-button {
  border: 0; padding: 0; background: none; color: inherit; font-weight: 600;
  text-decoration: underline; cursor: pointer;
}

.item-form { display: flex; flex-direction: column; gap: 10px; margin: 0; }
.item { display: flex; gap: 10px; align-items: flex-start; }
.picture { width: 72px; height: 72px; object-fit: cover; border-radius: 8px; border: 1px solid #f0f0f0; flex: none; background: #fafafa; }
.title {
  font-weight: 600;
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden;
}
.shop { margin-top: 2px; font-size: 12px; color: rgba(0, 0, 0, 0.64); }

.price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; }
.yuan { font-size: 22px; font-weight: 700; color: #c8102e; }
.dong { font-size: 15px; font-weight: 600; }
.rate { width: 100%; font-size: 12px; color: rgba(0, 0, 0, 0.62); }

.variant { display: flex; flex-direction: column; gap: 6px; }
.variant-label { font-size: 13px; font-weight: 600; }
.variant-label .original { font-weight: 400; color: rgba(0, 0, 0, 0.62); }
.variant-label .chosen { font-weight: 400; }
.values { display: flex; flex-wrap: wrap; gap: 6px; }
.value {
  display: inline-flex; align-items: center; gap: 6px;
  min-height: 34px; padding: 4px 10px;
  border: 1px solid #bfbfbf; border-radius: 6px; background: #fff; cursor: pointer;
  font-size: 13px; text-align: left;
}
.value.with-picture { padding-left: 4px; }
.value img { width: 28px; height: 28px; object-fit: cover; border-radius: 4px; }
.value:hover:not(:disabled) { border-color: #c8102e; }
.value[aria-pressed='true'] { border: 2px solid #c8102e; padding: 3px 9px; background: #fff1f0; color: #a8071a; font-weight: 600; }
.value.with-picture[aria-pressed='true'] { padding-left: 3px; }
.value:disabled { cursor: not-allowed; color: rgba(0, 0, 0, 0.5); background: #f5f5f5; border-style: dashed; }
.value:disabled img { opacity: 0.45; }
.sold-out { font-size: 12px; }

.quantity { display: grid; grid-template-columns: auto 1fr; align-items: center; gap: 6px 12px; }
.quantity > label { font-size: 13px; font-weight: 600; }
.stepper { display: inline-flex; justify-self: start; border: 1px solid #bfbfbf; border-radius: 6px; overflow: hidden; }
.stepper button { width: 34px; height: 34px; border: 0; background: #fafafa; cursor: pointer; font-size: 18px; }
.stepper button:disabled { color: rgba(0, 0, 0, 0.35); cursor: not-allowed; }
.stepper input { width: 64px; height: 34px; border: 0; border-left: 1px solid #bfbfbf; border-right: 1px solid #bfbfbf; text-align: center; }
.hint { grid-column: 1 / -1; font-size: 12px; color: rgba(0, 0, 0, 0.64); }
.hint:empty { display: none; }
.tiers { grid-column: 1 / -1; width: 100%; border-collapse: collapse; font-size: 13px; }
.tiers caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
.tiers th, .tiers td { padding: 4px 8px; border: 1px solid #f0f0f0; text-align: left; }
.tiers th { background: #fafafa; font-weight: 600; }
.tiers tr.active td { background: #fff1f0; color: #a8071a; font-weight: 700; }

.total { font-size: 13px; font-weight: 600; }
.note { font-size: 13px; font-weight: 600; }
textarea {
  width: 100%; resize: vertical; padding: 6px 8px; margin-top: -4px;
  border: 1px solid #bfbfbf; border-radius: 6px; font-size: 13px;
}
textarea::placeholder { color: rgba(0, 0, 0, 0.55); }

.primary, .button {
  display: inline-flex; align-items: center; justify-content: center;
  min-height: 40px; padding: 8px 16px; border-radius: 8px; cursor: pointer;
  font-size: 15px; font-weight: 600; text-decoration: none;
}
.primary { border: 0; background: #c8102e; color: #fff; }
.primary:hover:not(:disabled) { background: #a50d26; }
.primary:disabled { background: #d9d9d9; color: rgba(0, 0, 0, 0.6); cursor: wait; }
.button { border: 1px solid #bfbfbf; background: #fff; color: #1f1f1f; }
.button.primary { border: 0; background: #c8102e; color: #fff; }
.unreadable { display: flex; flex-direction: column; gap: 10px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; }

.fab {
  display: inline-flex; align-items: center; gap: 8px;
  height: 52px; padding: 0 18px 0 14px;
  border: 0; border-radius: 26px; background: #c8102e; color: #fff; cursor: pointer;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3); font-size: 15px; font-weight: 600;
}
.fab:hover { background: #a50d26; }

@media (max-width: 420px) {
  .panel { width: calc(100vw - 24px); }
}
@media (prefers-reduced-motion: no-preference) {
  .value, .primary, .fab { transition: background-color 0.15s, border-color 0.15s; }
}
`;
