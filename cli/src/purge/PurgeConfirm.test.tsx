import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { PurgeConfirm } from './PurgeConfirm.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function answer(keys: string[]) {
  const onAnswer = vi.fn();
  const { stdin, lastFrame } = render(<PurgeConfirm word="DELETE" summary="3 recipes" onAnswer={onAnswer} />);
  await tick();
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
  return { onAnswer, lastFrame };
}

describe('PurgeConfirm', () => {
  it('says what will be deleted and asks for the word', async () => {
    const { lastFrame } = await answer([]);
    expect(lastFrame()).toContain('This deletes 3 recipes. It cannot be undone.');
    expect(lastFrame()).toContain('Type DELETE to confirm (Escape cancels):');
  });

  it('confirms only when the exact word is typed and Enter pressed', async () => {
    const { onAnswer } = await answer(['DEL', 'ETE', '\r']);
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('refuses a wrong word', async () => {
    const { onAnswer } = await answer(['delete', '\r']);
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('cancels on Escape', async () => {
    const { onAnswer } = await answer(['DELETE', '\u001b']);
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});
