import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from './Button.tsx';

describe('Button', () => {
  it('is a plain button unless told to submit, so it never submits its form by accident', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Save Changes</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Save Changes' }).getAttribute('type')).toBe('submit');
  });

  it("draws its variant's classes followed by the caller's", () => {
    render(
      <Button variant="secondary" className="mt-2">
        Add Step
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add Step' }).className).toBe(buttonClass('secondary', 'mt-2'));
    expect(buttonClass('secondary', 'mt-2')).toMatch(/^rounded-lg .* mt-2$/);
  });
});
