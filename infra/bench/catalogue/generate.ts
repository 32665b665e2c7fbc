import { randomUUID } from 'node:crypto';
import { categoryNames, tagStems } from './words.ts';

export interface GeneratedTag {
  id: string;
  name: string;
  slug: string;
  is_category: boolean;
}

/** 300 tags: the categories plus numbered variants of common hashtag stems. */
export function generateTags(count = 300): GeneratedTag[] {
  const names = [...categoryNames];
  for (let i = 0; names.length < count; i++)
    names.push(`${tagStems[i % tagStems.length]} ${Math.floor(i / tagStems.length) + 1}`);
  return names.map((name, i) => ({
    id: randomUUID(),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    is_category: i < categoryNames.length,
  }));
}
