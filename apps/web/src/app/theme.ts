import type { ThemeConfig } from 'antd';

/**
 * The brand red, and text colours that read at WCAG 2.1 AA (4.5:1 on white and on the page's
 * grey) everywhere antd uses them: antd's defaults for secondary text (3.36:1), error red
 * (3.26:1), success and warning text (2.3 and 1.9:1) and several tag presets (gold 2.75:1) do not.
 * Checked on every screen by e2e/accessibility.spec.ts.
 */
export const theme = {
  token: {
    colorPrimary: '#c8102e',
    colorLink: '#c8102e',
    borderRadius: 6,
    // Secondary text, menu group titles, descriptions: 5.7:1 on white (antd's 0.45 is 3.4:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders still read lighter than values, at 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Danger buttons, field errors, Text type="danger": 5.2:1, a red beside the brand's.
    colorError: '#d32029',
    colorErrorText: '#d32029',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
  components: {
    // Tags print their text in the 7th shade of a preset on its 1st: darker shades where the
    // default falls short (gold 2.75, cyan 3.4, green 3.4, orange 3.3, volcano 4.4:1), and the
    // status colours (success, processing, warning, error) as text colours.
    Tag: {
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      green7: '#237804',
      cyan7: '#006d75',
      lime7: '#3f6600',
      colorSuccess: '#237804',
      colorInfo: '#0958d9',
      colorWarning: '#ad4e00',
      colorError: '#d32029',
    },
    // A table's "no data" line is text to read, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
} satisfies ThemeConfig;

/**
 * The theme as the app runs it: antd in zero-runtime mode, reading the stylesheet that
 * scripts/antd-styles.ts extracts at build time for this same theme. The fixed CSS-variable key and
 * unhashed class names make the classes the components print match the extracted selectors.
 * Unit tests (jsdom) keep antd's runtime styles: they render components without the stylesheet.
 */
export const staticTheme = {
  ...theme,
  cssVar: { key: 'portal' },
  hashed: false,
  zeroRuntime: import.meta.env?.MODE !== 'test',
} satisfies ThemeConfig;
