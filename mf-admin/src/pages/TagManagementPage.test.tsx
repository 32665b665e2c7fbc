import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TagWithUsage } from '@viral/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render.tsx';
import { TagManagementPage } from './TagManagementPage.tsx';

const entry = (name: string, usage: number, is_category = false): TagWithUsage => ({
  tag: {
    id: name,
    name,
    slug: name.toLowerCase(),
    description: `About ${name}`,
    color: '#123456',
    is_category,
    created_at: '2025-01-01T00:00:00Z',
  },
  usage_count: usage,
});
let tags: TagWithUsage[] = [];
const server = setupServer(http.get('/api/tags', () => HttpResponse.json({ items: tags })));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('TagManagementPage', () => {
  it('says when there are no tags yet', async () => {
    tags = [];
    renderAt('/admin/tags', <TagManagementPage />);
    expect(await screen.findByText('No tags yet')).toBeVisible();
    expect(screen.getByText('Tags will be created automatically when recipes are added.')).toBeVisible();
  });

  it('shows stats, sorts by usage then name, and filters by type and search', async () => {
    tags = [entry('Zesty', 1), entry('Breakfast', 5, true), entry('Apple', 1)];
    renderAt('/admin/tags', <TagManagementPage />);
    await screen.findByText('Showing 3 of 3 tags');
    expect(screen.getAllByTestId('tag-row').map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Breakfast',
      'Apple',
      'Zesty',
    ]);
    expect(screen.getByTestId('stat-Total Usage').textContent).toBe('7');
    expect(screen.getByTestId('stat-Categories').textContent).toBe('1');
    expect(screen.getAllByTestId('tag-row')[1]?.textContent).toContain('1 recipe');
    await userEvent.selectOptions(screen.getByLabelText('Tag type'), 'categories');
    expect(screen.getByText('Showing 1 of 3 tags')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Tag type'), 'all');
    await userEvent.type(screen.getByPlaceholderText('Search tags...'), 'nothing');
    expect(screen.getByText('No tags match your filters')).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeVisible();
  });

  it('creates a category tag from the dialog', async () => {
    tags = [];
    let body: unknown;
    server.use(
      http.post('/api/admin/tags', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(entry('Brunch', 0, true).tag, { status: 201 });
      }),
    );
    renderAt('/admin/tags', <TagManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Create Tag/ }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Tag' });
    const create = within(dialog).getByRole('button', { name: 'Create Tag' });
    expect(create).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Brunch');
    await userEvent.click(within(dialog).getByLabelText('Use as category (appears in category navigation)'));
    await userEvent.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toMatchObject({ name: 'Brunch', is_category: true, color: '#6B7280', description: null });
  });

  it('alerts the reason when saving fails, and confirms before deleting', async () => {
    tags = [entry('Apple', 2)];
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    server.use(
      http.patch('/api/admin/tags/:id', () =>
        HttpResponse.json(
          { error: { code: 'tag_exists', message: 'A tag named "Pear" already exists' } },
          { status: 409 },
        ),
      ),
    );
    renderAt('/admin/tags', <TagManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Apple' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tag' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Apple');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to save tag: A tag named "Pear" already exists'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete "Apple"? This will remove it from all recipes.',
    );
  });
});
