import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';

/**
 * The sider's menu, scrolling on its own when it is taller than the screen (the console's last
 * entries sit below an 800 px laptop's fold): while more lies below, a fade and an arrow at the
 * bottom edge say so. It is measured again as the menu opens a group or the window resizes.
 */
export function SiderScroll({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setMore(element.scrollTop + element.clientHeight < element.scrollHeight - 1);
    // No first measure here: reading the height now would force a layout in the middle of the
    // first render; the observer reports both boxes once they are laid out anyway.
    const sizes = new ResizeObserver(measure);
    sizes.observe(element);
    if (element.firstElementChild) sizes.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    // A group opening or closing animates its height: measure once it has settled.
    element.addEventListener('transitionend', measure);
    element.addEventListener('animationend', measure);
    return () => {
      sizes.disconnect();
      element.removeEventListener('scroll', measure);
      element.removeEventListener('transitionend', measure);
      element.removeEventListener('animationend', measure);
    };
  }, []);
  return (
    <div className="sider-scroll">
      <div ref={box} className="sider-scroll__box" data-testid="sider-scroll">
        {children}
      </div>
      {more && (
        <div className="sider-scroll__more" aria-hidden="true">
          <DownOutlined />
        </div>
      )}
    </div>
  );
}
