import { Icon } from '@viral/ui';
import { Link, useLocation } from 'wouter';
import { NAV_LINKS } from './nav-links.ts';

type Props = { layout: 'row' | 'column'; onNavigate?: () => void };

/** The four site links; the one for the current path is highlighted and marked aria-current. */
export function NavLinks({ layout, onNavigate }: Props) {
  const [location] = useLocation();
  const shape = layout === 'row' ? 'px-4 py-2 text-sm' : 'px-4 py-3 text-base';
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {NAV_LINKS.map((link) => {
        const current = location === link.href;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={`flex items-center gap-2 rounded-full font-semibold transition ${shape} ${
                current ? 'bg-brand-50 text-brand-700' : 'text-stone-600 hover:bg-stone-100 hover:text-ink'
              }`}
            >
              <Icon name={link.icon} className="size-4" />
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
