import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ResourceRow } from 'shared/resources';
import type { RowAction } from './data-table';

const MENU_STYLE = {
  position: 'fixed',
  zIndex: 1400,
  minWidth: '10rem',
  padding: '4px',
  background: 'white',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: '6px',
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
  display: 'flex',
  flexDirection: 'column',
} as const;

const ITEM_STYLE = {
  textAlign: 'start',
  padding: '6px 10px',
  borderRadius: '4px',
  fontSize: '0.875rem',
  background: 'transparent',
  cursor: 'pointer',
} as const;

/**
 * The row's actions that did not fit beside the first one (issue 29: a list's buttons never take
 * the width its columns need): a "More" button opening a menu (WAI-ARIA menu button: arrows,
 * Home/End, Escape back to the button). Each item keeps the accessible name its button had.
 */
export function RowMenu({ actions, row, name }: { actions: readonly RowAction[]; row: ResourceRow; name: string }) {
  const [at, setAt] = useState<{ top?: number; bottom?: number; right: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const open = at !== null;

  // Placed under the button, or above it when the rows below would not hold the menu.
  const placed = () => {
    const r = button.current!.getBoundingClientRect();
    const right = Math.max(4, window.innerWidth - r.right);
    const room = window.innerHeight - r.bottom;
    return room < actions.length * 36 + 16 ? { bottom: window.innerHeight - r.top + 4, right } : { top: r.bottom + 4, right };
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus({ preventScroll: true });
    const outside = (e: Event) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setAt(null);
    };
    // The page or the table's frame scrolled (also the scroll that brought the button into view,
    // reported after the click): the menu follows its button.
    const follow = () => button.current && setAt(placed());
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
    // `placed` reads the button when called: the listeners change only with `open`.
  }, [open]);

  const toggle = () => setAt(open ? null : placed());

  const closeToButton = () => {
    setAt(null);
    button.current?.focus();
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const go = (n: number) => items[(n + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') closeToButton();
    else if (e.key === 'Tab') setAt(null);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="kit-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`More actions for ${name}`}
        onClick={toggle}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            toggle();
          }
        }}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      {at &&
        createPortal(
          <div ref={menu} id={id} role="menu" aria-label={`Actions for ${name}`} style={{ ...MENU_STYLE, ...at }} onKeyDown={onKey}>
            {actions.map((a) => (
              <button
                key={a.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="kit-menu-item"
                style={{ ...ITEM_STYLE, color: a.destructive ? 'var(--chakra-colors-red-700)' : 'var(--chakra-colors-blue-800)' }}
                onClick={() => {
                  closeToButton();
                  a.run(row);
                }}
                aria-label={`${a.label} ${name}`}
              >
                {a.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
