import { HEADER_SCROLL_THRESHOLD_PX } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from './BrandLogo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { useScrolled } from './use-scrolled.ts';

/** Sticky, 20 units high; a stronger background once scrolled; the Saved link; a menu button below 768 px. */
export function SiteHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const [location] = useLocation();

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-50 transition-[background-color,box-shadow] duration-300 print:hidden ${
        scrolled
          ? 'bg-white/95 shadow-lg shadow-stone-900/5 backdrop-blur-md'
          : 'bg-white/70 backdrop-blur-sm'
      }`}
    >
      <div className="mx-auto flex h-20 max-w-6xl items-center justify-between px-5 sm:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks layout="row" />
        </nav>
        <div className="flex items-center gap-1">
          <Link
            href="/saved"
            aria-label="Saved recipes"
            aria-current={location === '/saved' ? 'page' : undefined}
            className="flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-stone-100 aria-[current=page]:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon name="bookmark" className="size-6" />
          </Link>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-stone-100 md:hidden"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          closeMenu();
          menuButton.current?.focus();
        }}
        className="border-t border-stone-100 bg-white px-5 pt-2 pb-4 shadow-lg md:hidden"
      >
        <NavLinks layout="column" onNavigate={closeMenu} />
      </nav>
    </header>
  );
}
