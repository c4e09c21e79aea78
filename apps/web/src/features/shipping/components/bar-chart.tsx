import { Typography } from 'antd';
import { useWideScreen } from '../../../lib/use-wide-screen';

export interface Bar {
  key: string | number;
  label: string;
  value: number;
  /** The value as it should be read ('12,50 kg'). */
  text: string;
  color: string;
}

/**
 * A horizontal bar chart in plain CSS. Every bar's label and value are real text in a list, so
 * screen readers and copy-paste get the figures; the bars themselves are decoration.
 */
export function BarChart({ caption, bars }: { caption: string; bars: Bar[] }) {
  const wide = useWideScreen();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: 12 }}>
        <Typography.Text strong>{caption}</Typography.Text>
      </figcaption>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {bars.map((bar) => {
          const share = max > 0 ? (bar.value / max) * 100 : 0;
          const track = (
            <div
              aria-hidden
              style={{ background: '#f5f5f5', borderRadius: 4, height: 16, overflow: 'hidden' }}
            >
              <div
                style={{
                  width: `${share}%`,
                  minWidth: bar.value > 0 ? 3 : 0,
                  height: '100%',
                  background: bar.color,
                  borderRadius: 4,
                  transition: 'width 0.3s',
                }}
              />
            </div>
          );
          return (
            <li
              key={bar.key}
              style={
                wide
                  ? {
                      display: 'grid',
                      gridTemplateColumns: '220px 1fr 130px',
                      gap: 12,
                      alignItems: 'center',
                    }
                  : { display: 'grid', gap: 4 }
              }
            >
              {wide ? (
                <>
                  <span>{bar.label}</span>
                  {track}
                  <span style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {bar.text}
                  </span>
                </>
              ) : (
                <>
                  <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <span>{bar.label}</span>
                    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{bar.text}</span>
                  </span>
                  {track}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
