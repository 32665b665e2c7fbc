import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteHeader } from './SiteHeader.tsx';

function renderHeaderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SiteHeader />
    </Router>,
  );
  return location;
}

const currentLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('SiteHeader', () => {
  it('links the logo home and shows the four site links', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Viral Recipes' }).getAttribute('href')).toBe('/');
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trending', '/'],
      ['Explore', '/explore'],
      ['Tags', '/categories'],
      ['Discover', '/search'],
    ]);
  });

  it.each([
    ['/', 'Trending'],
    ['/explore', 'Explore'],
    ['/categories', 'Tags'],
    ['/search', 'Discover'],
  ])('highlights the current link on %s', (path, label) => {
    renderHeaderAt(path);
    expect(currentLinks(screen.getByRole('navigation', { name: 'Main' }))).toEqual([label]);
  });

  it('highlights nothing on a page that is not one of the four', () => {
    renderHeaderAt('/recipe/pasta');
    expect(currentLinks(screen.getByRole('navigation', { name: 'Main' }))).toEqual([]);
  });

  it('links to the saved recipes on every size, marked current on /saved', async () => {
    const location = renderHeaderAt('/');
    const saved = screen.getByRole('link', { name: 'Saved recipes' });
    expect(saved.getAttribute('aria-current')).toBeNull();
    await userEvent.click(saved);
    expect(location.history.at(-1)).toBe('/saved');
    expect(screen.getByRole('link', { name: 'Saved recipes' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the mobile menu from the keyboard and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const location = renderHeaderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Trending', 'Explore', 'Tags', 'Discover']);

    await user.click(within(menu).getByRole('link', { name: 'Tags' }));
    expect(location.history?.at(-1)).toBe('/categories');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('closes the mobile menu on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    within(screen.getByRole('navigation', { name: 'Mobile' }))
      .getAllByRole('link')[0]
      ?.focus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('gets a stronger background once the page is scrolled more than 10 px', () => {
    renderHeaderAt('/');
    const header = screen.getByRole('banner');
    expect(header.dataset.scrolled).toBe('false');
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header.dataset.scrolled).toBe('true');
    expect(header.className).toContain('bg-white/95');
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header.dataset.scrolled).toBe('false');
  });
});
