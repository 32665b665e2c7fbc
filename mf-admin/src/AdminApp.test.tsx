import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminApp from './AdminApp.tsx';

describe('AdminApp', () => {
  it('says honestly that the back-office is still to come and links back to the site', () => {
    const { container } = render(<AdminApp />);
    expect(container.firstElementChild?.getAttribute('data-mf')).toBe('mf_admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeDefined();
    expect(screen.getByText(/arrives with the admin issue/)).toBeDefined();
    expect(screen.getByRole('link', { name: /Back to Site/ }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Admin | Viral Recipes');
  });
});
