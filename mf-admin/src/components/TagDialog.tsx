import { DEFAULT_TAG_COLOR, type Tag, type TagInput } from '@viral/domain';
import { Button, fieldClass } from '@viral/ui';
import { type FormEvent, useState } from 'react';
import { ModalDialog } from './ModalDialog.tsx';

type Props = { tag: Tag | null; saving: boolean; onSave: (input: TagInput) => void; onClose: () => void };

/** The tag dialog: create mode, or edit mode prefilled from the tag. */
export function TagDialog({ tag, saving, onSave, onClose }: Props) {
  const [name, setName] = useState(tag?.name ?? '');
  const [description, setDescription] = useState(tag?.description ?? '');
  const [color, setColor] = useState(tag?.color ?? DEFAULT_TAG_COLOR);
  const [isCategory, setIsCategory] = useState(tag?.is_category ?? false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onSave({ name: name.trim(), description: description.trim() || null, color, is_category: isCategory });
  };
  return (
    <ModalDialog title={tag ? 'Edit Tag' : 'Create New Tag'} onClose={onClose}>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <label className="block text-sm font-medium">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} required className={fieldClass} />
        </label>
        <label className="block text-sm font-medium">
          Description (optional)
          <textarea
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex items-center gap-3 text-sm font-medium">
          Color
          <input
            type="color"
            value={color}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
            className="h-9 w-14 cursor-pointer rounded border border-stone-300"
          />
          <span className="font-mono text-xs text-stone-500">{color}</span>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={isCategory}
            onChange={(e) => setIsCategory(e.target.checked)}
            className="size-4 accent-brand-500"
          />
          Use as category (appears in category navigation)
        </label>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim() || saving} variant="primary">
            {tag ? 'Save Changes' : 'Create Tag'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
